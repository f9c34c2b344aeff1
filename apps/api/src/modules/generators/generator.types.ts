import type { TAnswerKey, TLearningLevel, TSubject } from '@zadania/shared';

/**
 * A requirement of the podstawa programowa 2017/2018: `SP4-6.V`, `SP7-8.VI` (E8), `LO-P.III` (basic matura),
 * `LO-R.XIII` (extended matura). A STUDIA generator has none: university mathematics is outside the podstawa.
 */
export type TGeneratorRequirement = { system: 'PP2017'; code: string };

/** One step of a worked solution: what is done, in Polish, and the mathematics of it, in LaTeX. */
export type TSolutionStep = { explanation: string; math: string };

/**
 * How a variant is machine-checked (verify-variant.ts). The first step is always the problem as mathematics:
 * - `value`: every step is a chain `A = B = …` of numbers (an optional label such as `P` or `a_{10}` in front);
 *   all are equal to the first step's value, and the answer is that value;
 * - `expression`: chains of expressions in the variables, each equal for every value; the answer is equal to them;
 * - `equation`: equations in `variable` (or `x = a \lor x = b`); each has the answer's solution set;
 * - `inequality`: inequalities in `variable` (or `x \in …`); each has the answer's interval as its solution set;
 * - `system`: `\begin{cases}…\end{cases}` systems or one-variable equations; the last step names the solution,
 *   which must satisfy the first, and the answer is `goal` at that solution.
 * In `equation`, `inequality` and `system` modes a step that is a chain of numbers (`\Delta = 25`) is checked on
 * its own. `degrees`: `^\circ` means degrees inside trigonometric functions (`\sin 30^\circ`).
 * - `quantity` (physics, chemistry): chains of numbers with units (`\frac{72\,\mathrm{km}}{1\,\mathrm{h}} =
 *   20\,\mathrm{m/s}`), each one quantity in SI units, `\approx` before a rounding; the last step's quantity is the
 *   answer, a NUMBER key with its `unit` (verification/check-quantity.ts).
 */
export type TVerification =
  | { mode: 'value' | 'expression'; degrees?: boolean }
  | { mode: 'quantity' }
  | { mode: 'equation' | 'inequality'; variable?: string }
  | { mode: 'system'; goal: string };

/** What a generator draws: one variant of its task, before verification. */
export type TVariantDraft = {
  /** Polish statement as the web renders it: paragraphs with `<span data-type="inline-math" data-latex="…">`. */
  statementHtml: string;
  answer: TAnswerKey;
  steps: TSolutionStep[];
  verification: TVerification;
};

/** The level whose exam examines the task: E8 < MATURA_P < MATURA_R < STUDIA (docs/generators.md). */
export type TExam = TLearningLevel;

/**
 * The numbers a generator's statements and answers may show, checked by the content linter over seeds 1–200
 * (`npm run lint:content`): numbers up to `max` in size, at most `decimals` decimal places, and roots that do not
 * come out whole (`\sqrt{258}`) only up to `rootMax` under the root. An unset field takes the default (10 000, 2, 200).
 */
export type TNiceNumbers = { max?: number; decimals?: number; rootMax?: number };

/** A parametrised task: every draw from the same random sequence gives the same variant. */
export type TGenerator = {
  /** Kebab-case and stable: variants are reproduced from (id, seed). */
  id: string;
  title: string;
  /** The school subject (issue 73); MATHS when absent. */
  subject?: TSubject;
  exam: TExam;
  section: string;
  requirements: TGeneratorRequirement[];
  conceptSlugs: string[];
  /** What its numbers may be when they differ from the default (see TNiceNumbers). */
  niceNumbers?: TNiceNumbers;
  /** One variant from the random sequence, or null when the drawn parameters are not nice (drawn again). */
  draw: (random: () => number) => TVariantDraft | null;
};
