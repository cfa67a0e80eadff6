// The realtime ceiling for the chat bench: a bare Socket.IO server on the Redis adapter, as the product
// runs it, with nothing else: a socket joins rooms by name, and 'send' { room, payload } is emitted to the
// room as 'message_received'. No database, no authentication, no HTTP: what delivery across two processes
// costs by itself. Run as: tsx bench/bare-socket.ts PORT REDIS_URL
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

const port = Number(process.argv[2] ?? 3296);
const redisUrl = process.argv[3] ?? 'redis://127.0.0.1:6379';
const pub = createClient({ url: redisUrl });
const sub = pub.duplicate();
await Promise.all([pub.connect(), sub.connect()]);
const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, adapter: createAdapter(pub, sub) });
io.on('connection', (socket) => {
  socket.on('joinRoom', (room: string, ack?: (answer: { ok: boolean }) => void) => {
    socket.join(room);
    ack?.({ ok: true });
  });
  socket.on('send', (input: { room: string; payload: unknown }) => {
    io.to(input.room).emit('message_received', input.payload);
  });
});
http.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGINT', () => {
  void io.close();
  void pub.quit();
  void sub.quit();
  http.close(() => process.exit(0));
});
