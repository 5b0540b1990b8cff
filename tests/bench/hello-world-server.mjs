// The framework's floor for the API bench: a bare Fastify hello-world in a process of its own,
// like Charter's server, so neither target shares an event loop with autocannon.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
