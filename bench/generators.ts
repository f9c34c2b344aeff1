/**
 * npm run bench:generators -- [--seeds 300] [--warmup 30]
 *
 * Task generators (issue 37 point 2): the time to generate one variant, verification included (CAS check of the
 * answer and of every step), per generator and overall. The target is p95 ≤ 20 ms per variant; the property tests
 * assert only a loose bound (100 ms), so that a busy CI machine does not fail them. Seeds are drawn after
 * `--warmup` variants per generator (JIT, the engine's caches), one at a time on this thread.
 */
import { parseArgs } from 'node:util';
import { generateVariant, readDiscards } from '../apps/api/src/modules/generators/generate-variant';
import { listGenerators } from '../apps/api/src/modules/generators/generator-catalogue';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
  },
});
const seeds = Number(args.seeds);
const warmup = Number(args.warmup);
const TARGET_P95_MS = 20;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

const rows: { id: string; p50: number; p95: number; discarded: string; failed: number }[] = [];
const all: number[] = [];
for (const generator of listGenerators()) {
  for (let seed = 0; seed < warmup; seed += 1) generateVariant(generator, 1_000_000 + seed);
  const before = readDiscards(generator.id);
  const durations: number[] = [];
  for (let seed = 0; seed < seeds; seed += 1) {
    const started = performance.now();
    const variant = generateVariant(generator, seed);
    durations.push(performance.now() - started);
    if (!variant) throw new Error(`${generator.id}: no variant for seed ${seed}`);
  }
  const after = readDiscards(generator.id);
  durations.sort((a, b) => a - b);
  all.push(...durations);
  const drafts = after.drafts - before.drafts;
  const thrown = after.rejected - before.rejected + (after.failed - before.failed);
  rows.push({
    id: generator.id,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    discarded: `${((100 * thrown) / Math.max(1, drafts)).toFixed(1)}%`,
    failed: after.failed - before.failed,
  });
}
all.sort((a, b) => a - b);

console.log(
  `${'generator'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'discarded'.padStart(10)} failed`,
);
for (const row of rows)
  console.log(
    `${row.id.padEnd(44)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.discarded.padStart(10)} ${row.failed}`,
  );
const overallP95 = percentile(all, 0.95);
console.log(
  `${'overall'.padEnd(44)} ${percentile(all, 0.5).toFixed(1).padStart(8)} ${overallP95.toFixed(1).padStart(8)}`,
);
const over = rows.filter((row) => row.p95 > TARGET_P95_MS).map((row) => row.id);
console.log(
  over.length === 0
    ? `Every generator meets the target p95 ≤ ${TARGET_P95_MS} ms.`
    : `Above the target p95 ≤ ${TARGET_P95_MS} ms: ${over.join(', ')}`,
);
