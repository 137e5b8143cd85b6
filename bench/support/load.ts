// What the load benchmarks share: an autocannon run in the figures the reports print, and the guest they order as.
import type { Result } from 'autocannon';

/** An autocannon run's figures: requests a second, latency, how many and how many failed. */
export function loadSummary(r: Result) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
export type LoadSummary = ReturnType<typeof loadSummary>;

/** The delivery of a guest's order (the walk-in customer of the demo data). */
export const GUEST_DELIVERY = {
  Nit: '800197268-4',
  Tercero: 'Cliente de contado',
  Telefono1: '3001234567',
  Direccion: 'Calle 1 # 2-3',
  Email: 'contado@example.com',
  Ciudad: '05001',
  Departamento: '05',
};
