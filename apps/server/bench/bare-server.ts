// The framework's ceiling: a bare Fastify route per benchmarked call, sending the very bytes the
// product sent for it (read from the file named in argv), from memory, with the same content type.
import fs from 'node:fs';
import Fastify from 'fastify';

type Body = { path: string; contentType: string; body: string };

const [file, port] = [process.argv[2] ?? '', Number(process.argv[3] ?? 3298)];
const bodies: Body[] = JSON.parse(fs.readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
bodies.forEach((entry, index) => {
  const bytes = Buffer.from(entry.body, 'base64');
  app.get(`/bare/${index}`, (_req, reply) => {
    reply.header('content-type', entry.contentType).send(bytes);
  });
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
