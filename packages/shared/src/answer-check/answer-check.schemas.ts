import { z } from 'zod';
import { ZTimeTakenMs } from '../learning/learning.schemas';

/**
 * Kinds of a task's machine-checkable answer (issue 18 point 4). NUMBER: one number (decimal comma or dot,
 * fraction, mixed number, percentage, spaces between thousands), with an optional tolerance. FRACTION: an exact
 * rational number. EXPRESSION: an algebraic expression equal in value (`\frac{x}{2}` = `0,5x`). The key's own form
 * says what is asked for (issue 55, docs/generators.md): a key written as a number wants a number (`40`, not
 * `39+1`), a key written as a computation takes that expression or its value, an EXPRESSION key wants its
 * simplified shape (expanded `x + 74`, not `7(x+8) - 6(x-3)`; factored `(x-3)(x+3)`, not `x^2 - 9`). SET: a
 * finite set of numbers in any order (`{1; 2}`, `1, 2`). INTERVAL: an interval or a union in Polish notation
 * (`(1;3⟩`, `(1, 3]`, `(-∞; 2)`). TUPLE: numbers in a fixed order, named or not (`x = 1, y = 2, z = 3`,
 * `(1; 2; 3)`, "12 paczek, 7 i 5"). MATRIX: a matrix of numbers (`\begin{pmatrix}2 & -5\\ -1 & 3\end{pmatrix}`,
 * `[[2, -5], [-1, 3]]`). TEXT: a word or phrase compared without case, accents and extra spaces.
 * CHEMICAL_FORMULA: a formula or an ion compared by composition and charge (`H2SO4`, `H₂SO₄`, `Ca(OH)2`,
 * `CuSO4·5H2O`, `SO4^{2-}`). CHEMICAL_EQUATION: a reaction with the key's substances on each side, balanced (atoms
 * and charge), with the smallest whole coefficients (`2H2 + O2 -> 2H2O`, `→`, `=`, `⇄`).
 */
export const answerKinds = [
  'NUMBER',
  'FRACTION',
  'EXPRESSION',
  'SET',
  'INTERVAL',
  'TUPLE',
  'MATRIX',
  'TEXT',
  'CHEMICAL_FORMULA',
  'CHEMICAL_EQUATION',
] as const;
export const ZAnswerKind = z.enum(answerKinds);
export type TAnswerKind = z.infer<typeof ZAnswerKind>;

export const answerCheckLimits = {
  valueMaxLength: 500,
  answerMaxLength: 500,
  unitMaxLength: 20,
  significantFiguresMax: 15,
  historySize: 20,
} as const;

export const answerCheckMessages = {
  kind: 'Wybierz rodzaj odpowiedzi.',
  value: 'Wpisz odpowiedź do sprawdzania.',
  valueTooLong: 'Odpowiedź może mieć najwyżej 500 znaków.',
  unreadable: 'Nie udało się odczytać tej odpowiedzi. Sprawdź zapis.',
  tolerance: 'Tolerancja musi być liczbą nieujemną.',
  toleranceKind: 'Tolerancję można podać tylko dla odpowiedzi liczbowej.',
  unit: 'Jednostka może mieć najwyżej 20 znaków.',
  unitKind: 'Jednostkę można podać tylko dla odpowiedzi liczbowej.',
  unitRequiredWithoutUnit: 'Aby wymagać jednostki, podaj ją w polu „Jednostka”.',
  significantFigures: 'Liczba cyfr znaczących musi być liczbą całkowitą od 1 do 15.',
  significantFiguresKind: 'Liczbę cyfr znaczących można podać tylko dla odpowiedzi liczbowej.',
  closedTask: 'Odpowiedź do sprawdzania mają tylko zadania otwarte.',
  noAnswerKey: 'To zadanie nie ma odpowiedzi do sprawdzenia.',
  answerRequired: 'Wpisz odpowiedź.',
  correct: 'Dobrze! To poprawna odpowiedź.',
  wrong: 'Niestety, to nie jest poprawna odpowiedź.',
  notClosed: 'To zadanie nie jest zadaniem zamkniętym.',
  choice: 'Wybierz jedną z odpowiedzi.',
  heldBack: 'Odpowiedź jest częścią płatnego rozwiązania: sprawdzisz ją po odblokowaniu rozwiązania.',
} as const;

/** The machine-checkable answer of an open task, as its author writes it (ADMIN and the author read it back). */
export const ZAnswerKey = z
  .object({
    kind: ZAnswerKind.describe(
      'How the answer is compared; CHEMICAL_FORMULA: a formula or an ion, by composition and charge (`H2SO4`, ' +
        '`SO4^{2-}`); CHEMICAL_EQUATION: a balanced reaction with the smallest whole coefficients (`2H2 + O2 -> 2H2O`)',
    ),
    value: z
      .string({ error: answerCheckMessages.value })
      .trim()
      .min(1, answerCheckMessages.value)
      .max(answerCheckLimits.valueMaxLength, answerCheckMessages.valueTooLong)
      .describe('The correct answer, as LaTeX or plain text ("3/2", "\\frac{3}{2}", "(1;3⟩", "{1; 2}")'),
    tolerance: z
      .number({ error: answerCheckMessages.tolerance })
      .min(0, answerCheckMessages.tolerance)
      .nullable()
      .default(null)
      .describe('NUMBER only: an answer within this distance of the value is right'),
    unit: z
      .string({ error: answerCheckMessages.unit })
      .trim()
      .max(answerCheckLimits.unitMaxLength, answerCheckMessages.unit)
      .nullish()
      .describe(
        'NUMBER and FRACTION only: the unit the task asks the answer in (`cm²`, `zł`, `km/h`); an answer may ' +
          'carry it; an answer of the same quantity in another unit is converted (`20 m/s` for `72 km/h`), one of ' +
          'another quantity is wrong',
      ),
    unitRequired: z
      .boolean()
      .optional()
      .describe('NUMBER and FRACTION with a unit only: an answer in another unit is wrong ("Podaj wynik w km/h.")'),
    significantFigures: z
      .int({ error: answerCheckMessages.significantFigures })
      .min(1, answerCheckMessages.significantFigures)
      .max(answerCheckLimits.significantFiguresMax, answerCheckMessages.significantFigures)
      .nullish()
      .describe('NUMBER only: the answer is the value rounded to exactly this many significant figures'),
  })
  .superRefine((key, ctx) => {
    if (key.tolerance !== null && key.kind !== 'NUMBER')
      ctx.addIssue({ code: 'custom', message: answerCheckMessages.toleranceKind, path: ['tolerance'] });
    if (key.unit && key.kind !== 'NUMBER' && key.kind !== 'FRACTION')
      ctx.addIssue({ code: 'custom', message: answerCheckMessages.unitKind, path: ['unit'] });
    if (key.unitRequired && !key.unit)
      ctx.addIssue({ code: 'custom', message: answerCheckMessages.unitRequiredWithoutUnit, path: ['unitRequired'] });
    if (key.significantFigures != null && key.kind !== 'NUMBER')
      ctx.addIssue({
        code: 'custom',
        message: answerCheckMessages.significantFiguresKind,
        path: ['significantFigures'],
      });
  });
export type TAnswerKey = z.output<typeof ZAnswerKey>;
export type TAnswerKeyInput = z.input<typeof ZAnswerKey>;

/** POST /api/homework/{id}/check-answer. */
export const ZCheckAnswerInput = z.object({
  answer: z
    .string({ error: answerCheckMessages.answerRequired })
    .trim()
    .min(1, answerCheckMessages.answerRequired)
    .max(answerCheckLimits.answerMaxLength, answerCheckMessages.valueTooLong)
    .describe('What the student typed: LaTeX from the math input or plain text'),
  timeTakenMs: ZTimeTakenMs.optional(),
});
export type TCheckAnswerInput = z.infer<typeof ZCheckAnswerInput>;

/** POST /api/homework/{id}/check-choice: a closed task's choice, checked and recorded on the server. */
export const ZCheckChoiceInput = z.object({
  answerId: z.uuid({ error: answerCheckMessages.choice }).describe("The id of one of the task's answers"),
  timeTakenMs: ZTimeTakenMs.optional(),
});
export type TCheckChoiceInput = z.infer<typeof ZCheckChoiceInput>;

export const ZAnswerAttempt = z.object({
  id: z.uuid(),
  answer: z.string(),
  correct: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TAnswerAttempt = z.infer<typeof ZAnswerAttempt>;

export const ZCheckAnswerResult = z.object({
  correct: z.boolean(),
  message: z
    .string()
    .describe(
      "'Dobrze! To poprawna odpowiedź.' or 'Niestety, to nie jest poprawna odpowiedź.', the latter followed by a hint " +
        "when the checker has one ('Wynik to prędkość, a podana jednostka to jednostka masy.', 'Równanie nie jest " +
        "uzgodnione.')",
    ),
  attempt: ZAnswerAttempt,
});
export type TCheckAnswerResult = z.infer<typeof ZCheckAnswerResult>;

/** GET /api/homework/{id}/answer-attempts: the viewer's latest attempts on the task, newest first. */
export const ZAnswerAttemptList = z.object({ results: z.array(ZAnswerAttempt) });
export type TAnswerAttemptList = z.infer<typeof ZAnswerAttemptList>;
