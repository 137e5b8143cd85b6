// The shop's figures for Prometheus (prom-client), one registry per app: requests by route and status and their
// time, the catalogue cache's hits, orders placed, and (plugins/metrics.ts) the outboxes, the ERP's sync and the
// database pool read when scraped. They are served on METRICS_PORT only (127.0.0.1 unless METRICS_HOST says
// otherwise), never on the shop's port: by the process itself, or with WORKERS > 1 by the cluster's primary,
// which asks every worker for its figures and adds them up (`serveClusterMetrics`).
import { createServer, type Server } from 'node:http';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  Registry,
} from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One finished request: its route's pattern (not its URL: a bounded set of labels), status and seconds. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A catalogue cache lookup (`cache`: answers, facets, pictures, postings: a search's postings, search-postings.ts). */
  cacheLookup(cache: string, hit: boolean): void;
  /** An order written (not a replay of an Idempotency-Key's answer). */
  orderPlaced(buyer: 'customer' | 'guest'): void;
  /**
   * A gauge read when the figures are asked for. Across a cluster's workers: `max` for a figure of the shared
   * database (each reads the same), `sum` for each process's own.
   */
  gauge<L extends string>(
    config: Omit<GaugeConfiguration<L>, 'registers' | 'aggregator'>,
    across?: 'max' | 'sum',
  ): Gauge<L>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'mostrador_' });
  const requests = new Counter({
    name: 'mostrador_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'mostrador_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const lookups = new Counter({
    name: 'mostrador_catalogue_cache_lookups_total',
    help: 'Catalogue cache lookups (answers, pictures) by result: hit, or miss (built and kept)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const orders = new Counter({
    name: 'mostrador_orders_placed_total',
    help: 'Orders written, by buyer (customer or guest); an Idempotency-Key replay is not counted',
    labelNames: ['buyer'] as const,
    registers,
  });
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    cacheLookup: (cache, hit) => lookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    orderPlaced: (buyer) => orders.inc({ buyer }),
    gauge: (config, across = 'max') => new Gauge({ ...config, aggregator: across, registers }),
  };
}

export interface MetricsListen {
  port: number;
  host: string;
}

/** An HTTP server answering every GET with `text()` in Prometheus's text format. */
function serveText(listen: MetricsListen, text: () => Promise<string>, contentType: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    text().then(
      (body) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve(server));
  });
}

/** One process: its own registry. */
export function serveMetrics(listen: MetricsListen, metrics: Metrics): Promise<Server> {
  return serveText(listen, () => metrics.registry.metrics(), metrics.registry.contentType);
}

/** The cluster's primary: every worker's figures, added up (gauges read from the database: the largest). */
export function serveClusterMetrics(listen: MetricsListen): Promise<Server> {
  const aggregate = new AggregatorRegistry();
  return serveText(listen, () => aggregate.clusterMetrics(), aggregate.contentType);
}

/** A cluster worker: answers its primary's requests for figures with this registry's. */
export function reportToPrimary(metrics: Metrics): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}
