// The floor of the benchmark: Fastify with one route and nothing else, in its own process like
// the real server. No application can answer faster on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ code: 200, error: false, message: '', object: { hello: 'world' } }));
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// The same ready line as the product's server: the benchmark waits for it.
console.log(`Plancher prêt : ${url}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
