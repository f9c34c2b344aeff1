// Loaded into a bench's API node (node --expose-gc --import bench/node-probe.mjs …): answers the bench over the
// IPC channel with the node's heap after a full collection and its event-loop delay since the last question, and
// writes a heap snapshot when asked.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (nanoseconds) => Number((nanoseconds / 1e6).toFixed(2));

process.channel?.unref();
process.on('message', (message) => {
  if (message?.type === 'heap-snapshot') {
    globalThis.gc?.();
    const file = v8.writeHeapSnapshot(message.file);
    process.send?.({ type: 'heap-snapshot', file });
    return;
  }
  if (message?.type !== 'probe') return;
  globalThis.gc?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  const loop = { p50Ms: ms(delay.percentile(50)), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max) };
  delay.reset();
  process.send?.({ type: 'probe', heapUsed, rss, external, arrayBuffers, loop });
});
