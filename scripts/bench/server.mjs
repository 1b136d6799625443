// The process `npm run bench` measures: a bare Fastify instance answering GET /hello on HELLO_PORT,
// then the built app started exactly as `node dist/server/main.js` starts it (importing the bundle
// runs it). Both share one Node process, one event loop and one core, so the app's figures divided
// by the hello route's are a ratio that the machine's speed and other load mostly cancel out of,
// and the product's own routes stay free of anything made for the benchmark.
import Fastify from 'fastify';

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: Number(process.env.HELLO_PORT), host: '127.0.0.1' });

await import('../../dist/server/main.js');
