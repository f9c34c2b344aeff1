import type { TMasteryState, TMockExamKind, TMockForecast } from '@zadania/shared';

/** One scored item of the attempt, as scoreAttempt returns it. */
export type TForecastItem = {
  points: number;
  maxPoints: number;
  selfAssessment: boolean;
  conceptSlugs: readonly string[];
};

/** What the student model knows of a concept (issue 36): its state and the recall probability now, 0..1. */
export type TForecastMastery = { conceptSlug: string; state: TMasteryState; recall: number };

export type TForecastInput = {
  kind: TMockExamKind;
  attempt: readonly TForecastItem[];
  mastery: readonly TForecastMastery[];
};

/**
 * Constants of the model (docs/mock-exams.md explains each):
 * - populationMean: the national mean share of points (CKE 2025: E8 maths 50 %, basic matura 61 %), the prior
 *   of a student of whom nothing is known;
 * - realPaperPoints and realDesignEffect: the real paper's points and how many points move together (its
 *   multi-point open tasks), which give its effective number of independent points;
 * - paperShift: the standard deviation, in share of points, of the difference between this mock paper and
 *   the real one (paper difficulty, the day's form), added to the predictive variance.
 */
export const forecastModel = {
  E8: { populationMean: 0.5, realPaperPoints: 30, realDesignEffect: 1.6 },
  MATURA_P: { populationMean: 0.61, realPaperPoints: 50, realDesignEffect: 1.5 },
  paperShift: 0.06,
  /** Correlation of the points within one multi-point item (1: all or nothing, 0: independent points). */
  itemCorrelation: 0.5,
  /** Pseudo-points of the prior: a little with no mastery signals, more when the student model covers the paper. */
  priorStrength: { base: 2, perCoverage: 6 },
  /** Central probability of the interval. */
  intervalLevel: 0.8,
  gridSize: 1000,
} as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The mastery prior: the share of the paper's points (by concept) that the student model knows something about,
 * and the mean recall over those concepts. A concept in state `new` has no signal (met, never answered right).
 */
function masterySignal(attempt: readonly TForecastItem[], mastery: readonly TForecastMastery[]) {
  const byConcept = new Map(mastery.map((entry) => [entry.conceptSlug, entry]));
  let weight = 0;
  let covered = 0;
  let recall = 0;
  for (const item of attempt) {
    const concepts = item.conceptSlugs.length ? item.conceptSlugs : [''];
    const share = item.maxPoints / concepts.length;
    for (const slug of concepts) {
      weight += share;
      const entry = byConcept.get(slug);
      if (!entry || entry.state === 'new' || !Number.isFinite(entry.recall)) continue;
      covered += share;
      recall += share * clamp(entry.recall, 0, 1);
    }
  }
  return { coverage: weight > 0 ? covered / weight : 0, meanRecall: covered > 0 ? recall / covered : null };
}

/**
 * The machine-scored points as independent-trial equivalents: points of one item move together, so the points
 * are divided by the design effect 1 + ρ(m̄ − 1), m̄ being the points-weighted mean item size.
 */
function attemptEvidence(attempt: readonly TForecastItem[]) {
  const scored = attempt.filter((item) => !item.selfAssessment && item.maxPoints > 0);
  const points = scored.reduce((sum, item) => sum + clamp(item.points, 0, item.maxPoints), 0);
  const maxPoints = scored.reduce((sum, item) => sum + item.maxPoints, 0);
  if (maxPoints === 0) return { successes: 0, trials: 0 };
  const meanSize = scored.reduce((sum, item) => sum + item.maxPoints ** 2, 0) / maxPoints;
  const designEffect = 1 + forecastModel.itemCorrelation * (meanSize - 1);
  return { successes: points / designEffect, trials: maxPoints / designEffect };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = coefficients[0]!;
  for (let index = 1; index < coefficients.length; index += 1) sum += coefficients[index]! / (shifted + index);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The `lower` and `upper` quantiles of Beta(alpha, beta), from its density on a midpoint grid. */
function betaQuantiles(alpha: number, beta: number, lower: number, upper: number): [number, number] {
  const size = forecastModel.gridSize;
  const logNorm = logGamma(alpha + beta) - logGamma(alpha) - logGamma(beta);
  const mass: number[] = [];
  let total = 0;
  for (let index = 0; index < size; index += 1) {
    const x = (index + 0.5) / size;
    const density = Math.exp(logNorm + (alpha - 1) * Math.log(x) + (beta - 1) * Math.log1p(-x));
    mass.push(density);
    total += density;
  }
  let cumulative = 0;
  let low = 0;
  let high = 1;
  let lowFound = false;
  for (let index = 0; index < size; index += 1) {
    const before = cumulative;
    cumulative += mass[index]! / total;
    const x = (index + 0.5) / size;
    if (!lowFound && cumulative >= lower) {
      low = x - (0.5 - (lower - before) / (cumulative - before || 1)) / size;
      lowFound = true;
    }
    if (cumulative >= upper) {
      high = x - (0.5 - (upper - before) / (cumulative - before || 1)) / size;
      break;
    }
  }
  return [clamp(low, 0, 1), clamp(high, 0, 1)];
}

/**
 * The forecast of the real exam's percent with an 80 % interval (docs/mock-exams.md):
 * 1. prior on the student's share of points θ: Beta with mean between the national mean and the mean recall of
 *    the paper's concepts (as far as the student model covers them) and a strength of 2–8 pseudo-points;
 * 2. posterior: the attempt's machine-scored points as binomial evidence, shrunk by the design effect of
 *    multi-point items (self-assessed items are left out, never counted as failures);
 * 3. prediction: the real paper's score = θ plus a mock-to-real paper shift, observed through the real paper's
 *    effective number of points; its mean and variance are matched to a Beta whose 10 % and 90 % quantiles are
 *    the interval. `percent` is the predictive mean.
 */
export function forecastScore({ kind, attempt, mastery }: TForecastInput): TMockForecast {
  const model = forecastModel[kind];
  const { coverage, meanRecall } = masterySignal(attempt, mastery);
  const priorMean =
    meanRecall === null ? model.populationMean : (1 - coverage) * model.populationMean + coverage * meanRecall;
  const strength = forecastModel.priorStrength.base + forecastModel.priorStrength.perCoverage * coverage;
  const prior = clamp(priorMean, 0.02, 0.98);
  const { successes, trials } = attemptEvidence(attempt);
  const alpha = strength * prior + successes;
  const beta = strength * (1 - prior) + (trials - successes);

  const mean = alpha / (alpha + beta);
  const posteriorVariance = (alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1));
  const realTrials = model.realPaperPoints / model.realDesignEffect;
  const binomialVariance = Math.max(0, mean * (1 - mean) - posteriorVariance) / realTrials;
  const variance = posteriorVariance + forecastModel.paperShift ** 2 + binomialVariance;

  // A Beta with the predictive mean and variance (its concentration kept above 1 so that it stays unimodal).
  const concentration = Math.max(1.05, (mean * (1 - mean)) / variance - 1);
  const tail = (1 - forecastModel.intervalLevel) / 2;
  const [low, high] = betaQuantiles(mean * concentration, (1 - mean) * concentration, tail, 1 - tail);
  return {
    percent: Math.round(100 * mean),
    low: Math.max(0, Math.floor(100 * low)),
    high: Math.min(100, Math.ceil(100 * high)),
  };
}
