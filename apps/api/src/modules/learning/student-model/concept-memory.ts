import type { TMasteryState } from '@zadania/shared';
import { type Card, createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';

/**
 * What the platform knows of one student and one concept (issue 36), built from the attempt log alone: the FSRS-6
 * memory state (stability, difficulty, the next due date) and the counts that decide the mastery level. Applying
 * the same answers in the same order gives exactly the same memory, so the model can be rebuilt from the log.
 */
export type TConceptMemory = {
  card: Card;
  attempts: number;
  correct: number;
  /** Wrong answers since the last right one. */
  wrongStreak: number;
  lastAnswerCorrect: boolean;
  lastAttemptAt: Date;
  lastCorrectAt: Date | null;
  /** Calendar days (Europe/Warsaw) with at least one right answer. */
  correctDays: number;
  /** A right answer came on a later day than an earlier right one, after the interval scheduled then; lost on a wrong answer. */
  spacedRetrieval: boolean;
};

export type TAnswerEvent = { at: Date; correct: boolean };

/**
 * FSRS-6 with its published default weights, days only: no short-term learning steps (a school concept is not due
 * again in ten minutes) and no fuzz (the replay must give the same due dates as the live model).
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const dayMs = 86_400_000;
/** Three wrong answers in a row make the concept due within a day, whatever the schedule said. */
export const wrongStreakForReview = 3;

const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });
/** The calendar day of an instant in Poland ("2026-11-25"): "different days" are the student's days, not UTC's. */
export const dayInPoland = (at: Date) => warsawDay.format(at);

export function applyAnswer(memory: TConceptMemory | undefined, answer: TAnswerEvent): TConceptMemory {
  // Two nodes' clocks may differ by a little: the model never goes back in time.
  const at = memory && answer.at < memory.lastAttemptAt ? memory.lastAttemptAt : answer.at;
  const before = memory ?? emptyMemory(at);
  let card = scheduler.next(before.card, at, answer.correct ? Rating.Good : Rating.Again).card;

  if (!answer.correct) {
    const wrongStreak = before.wrongStreak + 1;
    if (wrongStreak >= wrongStreakForReview && card.due.getTime() > at.getTime() + dayMs) {
      card = { ...card, due: new Date(at.getTime() + dayMs) };
    }
    return {
      ...before,
      card,
      attempts: before.attempts + 1,
      wrongStreak,
      lastAnswerCorrect: false,
      lastAttemptAt: at,
      spacedRetrieval: false,
    };
  }

  const today = dayInPoland(at);
  const lastCorrectDay = before.lastCorrectAt ? dayInPoland(before.lastCorrectAt) : null;
  const onLaterDay = lastCorrectDay !== null && lastCorrectDay < today;
  const afterInterval = at.getTime() >= before.card.due.getTime();
  return {
    card,
    attempts: before.attempts + 1,
    correct: before.correct + 1,
    wrongStreak: 0,
    lastAnswerCorrect: true,
    lastAttemptAt: at,
    lastCorrectAt: at,
    correctDays: before.correctDays + (lastCorrectDay === today ? 0 : 1),
    spacedRetrieval: before.spacedRetrieval || (onLaterDay && afterInterval),
  };
}

function emptyMemory(at: Date): TConceptMemory {
  return {
    card: createEmptyCard(at),
    attempts: 0,
    correct: 0,
    wrongStreak: 0,
    lastAnswerCorrect: false,
    lastAttemptAt: at,
    lastCorrectAt: null,
    correctDays: 0,
    spacedRetrieval: false,
  };
}

/**
 * The mastery level: `new` until a first right answer; `learning` while the last answer was wrong or the right
 * ones fall on one day; `review` once right on two days; `mastered` once right again on a later day after the
 * scheduled interval (never in one sitting), until the next wrong answer.
 */
export function masteryState(memory: TConceptMemory): TMasteryState {
  if (memory.correct === 0) return 'new';
  if (!memory.lastAnswerCorrect) return 'learning';
  if (memory.spacedRetrieval) return 'mastered';
  return memory.correctDays >= 2 ? 'review' : 'learning';
}

/** Stability in days, rounded for people: how long until recall drops to 90 %. */
export const stabilityDays = (stability: number) => Math.round(stability * 100) / 100;
