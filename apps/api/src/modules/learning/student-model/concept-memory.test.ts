import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAnswer, dayInPoland, masteryState, type TConceptMemory, wrongStreakForReview } from './concept-memory';
import { applyAttempts, type TModelAttempt, type TModelMemories } from './replay';

const dayMs = 86_400_000;
const start = new Date('2026-03-02T08:00:00Z');
const at = (days: number, minutes = 0) => new Date(start.getTime() + days * dayMs + minutes * 60_000);

/** Applies answers `[day, right?]` in order; the memory after each. */
function answer(script: [day: number, correct: boolean, minutes?: number][]) {
  const states: TConceptMemory[] = [];
  let memory: TConceptMemory | undefined;
  for (const [day, correct, minutes] of script) {
    memory = applyAnswer(memory, { at: at(day, minutes), correct });
    states.push(memory);
  }
  return states;
}
const last = <T>(items: T[]) => items[items.length - 1] as T;

describe('a concept’s memory (FSRS-6, days only)', () => {
  it('schedules a first right answer with the published initial stability of Good (3 days)', () => {
    const [first] = answer([[0, true]]);
    expect(first?.card.stability).toBeCloseTo(2.3065, 4);
    expect(first?.card.due.toISOString()).toBe(at(3).toISOString());
    expect(first).toMatchObject({ attempts: 1, correct: 1, correctDays: 1, wrongStreak: 0 });
    expect(masteryState(first!)).toBe('learning');
  });

  it('learns nothing more from right answers given in the same sitting', () => {
    const states = answer([
      [0, true],
      [0, true, 5],
      [0, true, 10],
      [0, true, 15],
    ]);
    expect(states.map((state) => state.card.stability)).toEqual(Array(4).fill(states[0]?.card.stability));
    expect(states.map(masteryState)).toEqual(['learning', 'learning', 'learning', 'learning']);
    expect(last(states).correctDays).toBe(1);
  });

  it('forgets on a wrong answer: shorter stability, due the next day', () => {
    const [, wrong] = answer([
      [0, true],
      [2, false],
    ]);
    expect(wrong?.card.stability).toBeLessThan(2.3065);
    expect(wrong?.card.due.toISOString()).toBe(at(3).toISOString());
    expect(masteryState(wrong!)).toBe('learning');
    expect(wrong).toMatchObject({ attempts: 2, correct: 1, wrongStreak: 1, lastAnswerCorrect: false });
  });

  it('is new until a first right answer', () => {
    expect(answer([[0, false]]).map(masteryState)).toEqual(['new']);
    expect(
      answer([
        [0, false],
        [0, false],
      ]).map(masteryState),
    ).toEqual(['new', 'new']);
  });
});

describe('mastery', () => {
  it('is never reached in one sitting, however many answers are right', () => {
    const states = answer(Array.from({ length: 30 }, (_, minute) => [0, true, minute] as [number, boolean, number]));
    expect(new Set(states.map(masteryState))).toEqual(new Set(['learning']));
  });

  it('needs right answers on two days, the later one after the scheduled interval', () => {
    // Right on day 0 (due day 3), again on day 1 (early: due moves on), then on the day it is due.
    const states = answer([
      [0, true],
      [1, true],
    ]);
    expect(states.map(masteryState)).toEqual(['learning', 'review']);
    const due = last(states).card.due;
    const early = applyAnswer(last(states), { at: new Date(due.getTime() - 60_000), correct: true });
    expect(masteryState(early)).toBe('review');
    const onTime = applyAnswer(early, { at: early.card.due, correct: true });
    expect(masteryState(onTime)).toBe('mastered');
  });

  it('is reached directly by a right answer after the interval on a later day', () => {
    expect(
      answer([
        [0, true],
        [3, true],
      ]).map(masteryState),
    ).toEqual(['learning', 'mastered']);
  });

  it('counts days in Poland: 00:30 in Warsaw is the next day though UTC says otherwise', () => {
    expect(dayInPoland(new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-03');
    expect(dayInPoland(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(dayInPoland(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02');
    // 22:00 and 23:30 UTC fall on two days in Warsaw: right answers then are two days, not one.
    const evening = applyAnswer(undefined, { at: new Date('2026-03-02T22:00:00Z'), correct: true });
    const afterMidnight = applyAnswer(evening, { at: new Date('2026-03-02T23:30:00Z'), correct: true });
    expect(afterMidnight.correctDays).toBe(2);
  });

  it('is lost on a wrong answer and won back only by a new spaced retrieval', () => {
    const mastered = last(
      answer([
        [0, true],
        [3, true],
      ]),
    );
    const lapse = applyAnswer(mastered, { at: at(4), correct: false });
    expect(masteryState(lapse)).toBe('learning');
    expect(lapse.card.lapses).toBe(1);
    const sameDay = applyAnswer(lapse, { at: at(4, 30), correct: true });
    expect(masteryState(sameDay)).toBe('review');
    const afterInterval = applyAnswer(sameDay, { at: sameDay.card.due, correct: true });
    expect(masteryState(afterInterval)).toBe('mastered');
  });
});

describe('three wrong answers in a row', () => {
  it('make even a strong concept due within a day', () => {
    // A concept remembered for years: right on days 0, 3, 12, 45, 150 and 400.
    const strong = last(
      answer([
        [0, true],
        [3, true],
        [12, true],
        [45, true],
        [150, true],
        [400, true],
      ]),
    );
    expect(strong.card.stability).toBeGreaterThan(365);
    const wrongAt = at(1500);
    const first = applyAnswer(strong, { at: wrongAt, correct: false });
    // One slip of a strong memory keeps it for days...
    expect(first.card.due.getTime() - wrongAt.getTime()).toBeGreaterThan(dayMs);
    const second = applyAnswer(first, { at: wrongAt, correct: false });
    const third = applyAnswer(second, { at: wrongAt, correct: false });
    // ...three in a row bring it back within a day (FSRS-6's defaults already do after two; the rule holds whatever the weights).
    expect(third.wrongStreak).toBe(wrongStreakForReview);
    expect(third.card.due.getTime() - wrongAt.getTime()).toBeLessThanOrEqual(dayMs);
    expect(masteryState(third)).toBe('learning');
  });

  it('start counting again after a right answer', () => {
    const states = answer([
      [0, true],
      [1, false],
      [1, false],
      [1, true],
      [1, false],
    ]);
    expect(states.map((state) => state.wrongStreak)).toEqual([0, 1, 2, 0, 1]);
  });
});

describe('the model is the log replayed', () => {
  it('never goes back in time when two clocks disagree', () => {
    const later = applyAnswer(undefined, { at: at(1), correct: true });
    const skewed = applyAnswer(later, { at: at(1, -1), correct: true });
    expect(skewed.lastAttemptAt).toEqual(at(1));
  });

  it('gives the same memories applied one attempt at a time or all at once (any log)', () => {
    const concepts = ['a', 'b', 'c'];
    const log = fc.array(
      fc.record({
        minutes: fc.integer({ min: 0, max: 60 * 24 * 20 }),
        correct: fc.boolean(),
        conceptIds: fc.subarray(concepts, { minLength: 1 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(log, (entries) => {
        let minutes = 0;
        const attempts: TModelAttempt[] = entries.map((entry, index) => {
          minutes += entry.minutes % 600;
          return { seq: index + 1, conceptIds: entry.conceptIds, correct: entry.correct, createdAt: at(0, minutes) };
        });
        const whole: TModelMemories = new Map();
        applyAttempts(whole, attempts);
        const oneByOne: TModelMemories = new Map();
        for (const attempt of attempts) applyAttempts(oneByOne, [attempt]);
        expect(oneByOne).toEqual(whole);
        for (const { memory } of whole.values()) {
          expect(memory.correct).toBeLessThanOrEqual(memory.attempts);
          expect(memory.card.due.getTime()).toBeGreaterThanOrEqual(memory.lastAttemptAt.getTime());
        }
      }),
      { numRuns: 200 },
    );
  });
});
