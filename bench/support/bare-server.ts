// The baseline of bench/catalogue.ts: a bare Fastify route answering a fixed JSON value (read from the
// file named by BARE_BODY) on PORT, serialised on every request as any JSON route is.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(readFileSync(process.env.BARE_BODY ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.get('/page', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`bare server on ${process.env.PORT}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
