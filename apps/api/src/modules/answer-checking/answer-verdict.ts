import { answerCheckMessages } from '@zadania/shared';

/** The checker's verdict on an answer: right or wrong, and for some wrong answers a hint that gives nothing away. */
export type TAnswerVerdict = { correct: boolean; hint: string | null };

export const rightVerdict: TAnswerVerdict = { correct: true, hint: null };
export const wrongVerdict: TAnswerVerdict = { correct: false, hint: null };

/** The message a pupil reads: "Dobrze!…", or "Niestety…" followed by the hint when there is one. */
export function verdictMessage(verdict: TAnswerVerdict): string {
  if (verdict.correct) return answerCheckMessages.correct;
  return verdict.hint ? `${answerCheckMessages.wrong} ${verdict.hint}` : answerCheckMessages.wrong;
}
