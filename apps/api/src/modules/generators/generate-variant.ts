import type { TAnswerKey } from '@zadania/shared';
import { seededRandom } from '@zadania/shared';
import { isAnswerCorrect } from '../answer-checking/answer-equality';
import { withAskedUnit } from '../answer-checking/answer-units';
import type { TGenerator, TGeneratorRequirement, TSolutionStep, TVariantDraft } from './generator.types';
import { verifyVariant } from './verify-variant';

/** Drafts drawn before a seed gives up (most are skipped unverified for their statement's class, see below). */
const MAX_DRAWS = 5000;
/** No statement repeats within this many consecutive seeds. */
export const DISTINCT_SEEDS = 20;

/** FNV-1a of the statement: its class modulo DISTINCT_SEEDS. */
function statementClass(statement: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < statement.length; index += 1) {
    hash ^= statement.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DISTINCT_SEEDS;
}

export type TGeneratedVariant = {
  generatorId: string;
  seed: number;
  statementHtml: string;
  answer: TAnswerKey;
  steps: TSolutionStep[];
  requirements: TGeneratorRequirement[];
  conceptSlugs: string[];
};

/** Draft counts per generator since the process started (see readDiscards). */
const discards = new Map<string, { drafts: number; rejected: number; failed: number; reasons: string[] }>();

function countDraft(generatorId: string, outcome: 'kept' | 'skipped' | 'rejected' | { failed: string }) {
  const entry = discards.get(generatorId) ?? { drafts: 0, rejected: 0, failed: 0, reasons: [] };
  entry.drafts += 1;
  if (outcome === 'rejected') entry.rejected += 1;
  else if (typeof outcome === 'object') {
    const reason = outcome.failed;
    entry.failed += 1;
    if (entry.reasons.length < 5) entry.reasons.push(reason);
  }
  discards.set(generatorId, entry);
}

/**
 * Drafts of each generator since the process started: all drawn (`drafts`, including those skipped unverified for
 * their statement's class), thrown away as not nice (`rejected`) or for failing verification (`failed`, with the
 * first reasons).
 */
export function readDiscards(generatorId: string) {
  const entry = discards.get(generatorId) ?? { drafts: 0, rejected: 0, failed: 0, reasons: [] };
  return { ...entry, reasons: [...entry.reasons] };
}

/**
 * The drafts of `(generator, seed)` that generateVariant may serve, in the order it tries them: drawn from the
 * seed's one random sequence, nice (not null) and in the seed's class (statement hash ≡ seed modulo 20).
 */
function* candidateDrafts(generator: TGenerator, seed: number): Generator<TVariantDraft> {
  const random = seededRandom(seed);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const draft = generator.draw(random);
    if (!draft) {
      countDraft(generator.id, 'rejected');
      continue;
    }
    if (statementClass(draft.statementHtml) !== seed % DISTINCT_SEEDS) {
      countDraft(generator.id, 'skipped');
      continue;
    }
    yield draft;
  }
}

/**
 * The variant of `(generator, seed)`: drafts are drawn from the seed's one random sequence until one is nice, its
 * statement falls in the seed's class (statement hash ≡ seed modulo 20) and it passes verification
 * (verify-variant.ts). The same seed always gives the same variant, and 20 consecutive seeds have 20 different
 * classes, hence 20 different statements. Drafts are cheap; only the one in the right class is verified. Null when
 * no draft of MAX_DRAWS passes (a generator with too few distinct statements).
 */
export function generateVariant(generator: TGenerator, seed: number): TGeneratedVariant | null {
  for (const draft of candidateDrafts(generator, seed)) {
    const verdict = verifyVariant(draft);
    if (!verdict.ok) {
      countDraft(generator.id, { failed: verdict.reason });
      continue;
    }
    countDraft(generator.id, 'kept');
    return {
      generatorId: generator.id,
      seed,
      statementHtml: draft.statementHtml,
      answer: withAskedUnit(draft.answer, draft.statementHtml),
      steps: draft.steps,
      requirements: generator.requirements,
      conceptSlugs: generator.conceptSlugs,
    };
  }
  return null;
}

/**
 * The draft generateVariant serves for `(generator, seed)`, without its CAS check: the first candidate, which the
 * property tests prove passes verification for every seed. The content linter reads 200 seeds of every generator
 * through it, at an eighth of the cost.
 */
export function servedDraft(generator: TGenerator, seed: number): TVariantDraft | null {
  const first = candidateDrafts(generator, seed).next();
  return first.done ? null : first.value;
}

/** Regenerates the variant of `(generator, seed)` and checks the student's answer the Polish way. */
export function checkVariantAnswer(generator: TGenerator, seed: number, answer: string) {
  const variant = generateVariant(generator, seed);
  if (!variant) return null;
  return { correct: isAnswerCorrect(variant.answer, answer), variant };
}
