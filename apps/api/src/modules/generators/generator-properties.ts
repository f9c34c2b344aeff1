import { expect, it } from 'vitest';
import { isAnswerCorrect } from '../answer-checking/answer-equality';
import { generateVariant, readDiscards } from './generate-variant';
import type { TGenerator } from './generator.types';

/** Seeds per generator in the property tests (issue 37: 1 000; GENERATOR_PROPERTY_SEEDS lowers it for a quick run). */
export const PROPERTY_SEEDS = Number(process.env.GENERATOR_PROPERTY_SEEDS ?? 1000);
/** A window of consecutive seeds in which no statement may repeat. */
const DISTINCT_WINDOW = 20;
/** The loose bound the tests assert; the 20 ms target is measured by `npm run bench:generators`. */
const P95_BOUND_MS = 100;
/** Every n-th seed's answer key is read back by the answer checker. */
const answerReadSampling = 10;

/**
 * The property test of each generator: every seed gives a variant whose answer the CAS verified and whose steps are
 * all equivalent (generateVariant serves nothing else), no draft ever failed verification, the checker accepts the
 * generator's own answer (every tenth seed), statements do not repeat within 20 consecutive seeds, and generation is fast.
 */
export function itHoldsForEverySeed(generator: TGenerator) {
  it(`${generator.id}: ${PROPERTY_SEEDS} seeds verified, distinct and fast`, () => {
    const before = readDiscards(generator.id);
    const durations: number[] = [];
    const recent: string[] = [];
    for (let seed = 0; seed < PROPERTY_SEEDS; seed += 1) {
      const started = performance.now();
      const variant = generateVariant(generator, seed);
      durations.push(performance.now() - started);
      expect(variant, `seed ${seed}`).not.toBeNull();
      // The CAS verified the answer when generating; that the checker reads the key back is sampled (it costs
      // ~10 ms an expression, the whole run's largest part).
      if (seed % answerReadSampling === 0)
        expect(isAnswerCorrect(variant!.answer, variant!.answer.value), `seed ${seed}`).toBe(true);
      expect(recent, `seed ${seed} repeats a statement`).not.toContain(variant!.statementHtml);
      recent.push(variant!.statementHtml);
      if (recent.length >= DISTINCT_WINDOW) recent.shift();
    }
    const after = readDiscards(generator.id);
    const failed = after.failed - before.failed;
    const rejected = after.rejected - before.rejected;
    durations.sort((a, b) => a - b);
    const p95 = durations[Math.floor(durations.length * 0.95)]!;
    const drafts = after.drafts - before.drafts;
    console.info(
      `${generator.id}: p95 ${p95.toFixed(1)} ms, discarded ${((100 * (failed + rejected)) / drafts).toFixed(1)}% (${rejected} not nice, ${failed} failed verification)`,
    );
    expect(after.reasons.slice(before.reasons.length), 'verification failures').toEqual([]);
    expect(failed).toBe(0);
    expect(p95).toBeLessThanOrEqual(P95_BOUND_MS);
  }, 180_000);
}
