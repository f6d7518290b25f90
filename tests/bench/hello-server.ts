import Fastify from 'fastify';

/** The throughput baseline: Fastify with one JSON route and nothing else. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
