// The yardstick: a bare Fastify server answering a fixed JSON object, as fast as Node serves anything.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { products: [{ _id: 'x', productName: 'Fixed', price: 1 }], page: 1, limit: 12, hasMore: false };
app.get('/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
