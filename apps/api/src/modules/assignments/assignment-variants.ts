import { createHash } from 'node:crypto';
import { generatorLimits } from '@zadania/shared';
import { DISTINCT_SEEDS, generateVariant } from '../generators/generate-variant';
import type { TGenerator } from '../generators/generator.types';

/** Seeds tried after the first when a generator finds no variant for it (each in the same class modulo 20). */
const FALLBACK_SEEDS = 5;

/**
 * The seed of a pupil's own variant of an assignment's generator item: a hash of (assignment, position) plus the
 * pupil's ordinal in the assignment. Consecutive ordinals give consecutive seeds, and `generateVariant` gives 20
 * consecutive seeds 20 different statements, so any 20 pupils in a row see different numbers; beyond that, pupils
 * 20 apart share a statement class but still draw their own numbers. Deterministic: the same pupil always gets the
 * same variant, on every node.
 */
export function assignmentSeed(assignmentId: string, position: number, ordinal: number): number {
  const digest = createHash('sha256').update(`assignment:${assignmentId}:${position}`).digest();
  const base = digest.readUInt32BE(0) % (generatorLimits.maxSeed - 1_000_000);
  return base + ordinal;
}

/** The pupil's variant: the seed's own, or (rarely, a generator with no variant there) the next seed of its class. */
export function assignmentVariant(generator: TGenerator, seed: number) {
  for (let attempt = 0; attempt <= FALLBACK_SEEDS; attempt += 1) {
    const candidate = seed + attempt * DISTINCT_SEEDS;
    const variant = candidate <= generatorLimits.maxSeed ? generateVariant(generator, candidate) : null;
    if (variant) return variant;
  }
  return null;
}
