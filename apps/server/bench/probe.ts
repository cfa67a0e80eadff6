// Loaded into the server the socket bench starts (node --expose-gc --import ./bench/probe.ts): answers the
// bench over the IPC channel with the event loop's delay since the last question and the process's memory
// after a full collection, so that the product itself exposes nothing new for the bench.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

const resolutionMs = 10;
const loop = monitorEventLoopDelay({ resolution: resolutionMs });
loop.enable();
/** The histogram holds the time between its timer's turns: the delay is what exceeds the period. */
const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 100) / 100);

process.on('message', (message) => {
  // 'snapshot:FILE' writes a heap snapshot there (BENCH_HEAP_SNAPSHOTS: what the memory is made of).
  if (typeof message === 'string' && message.startsWith('snapshot:')) {
    writeHeapSnapshot(message.slice('snapshot:'.length));
    process.send?.({ snapshot: true });
    return;
  }
  if (message !== 'probe') return;
  const delay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  loop.reset();
  process.send?.({ delay, memory: { rss, heapUsed, heapTotal, external, arrayBuffers } });
});
