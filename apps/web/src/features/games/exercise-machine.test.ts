import { describe, expect, it } from 'vitest';
import {
  isLevelAnswered,
  nextExerciseState,
  startExercise,
  type TExerciseEvent,
  type TExerciseEventType,
  type TExerciseLevelInfo,
  type TExercisePhase,
  type TExerciseState,
} from './exercise-machine';

// Three levels: two free ones with two items, a Premium one the viewer may not play.
const levels: TExerciseLevelInfo[] = [
  { locked: false, itemCount: 2 },
  { locked: false, itemCount: 3 },
  { locked: true, itemCount: 0 },
];
const freeLevels: TExerciseLevelInfo[] = [
  { locked: false, itemCount: 2 },
  { locked: false, itemCount: 1 },
];

/** A state in each phase at level 0 of `levels`, with both answers given (a check has something to check). */
const states: Record<TExercisePhase, TExerciseState> = {
  playing: { phase: 'playing', levels, level: 0, answers: ['<', '>'], results: null },
  checking: { phase: 'checking', levels, level: 0, answers: ['<', '>'], results: null },
  levelCorrect: { phase: 'levelCorrect', levels, level: 0, answers: ['<', '>'], results: [true, true] },
  levelWrong: { phase: 'levelWrong', levels, level: 0, answers: ['<', '>'], results: [true, false] },
  finished: { phase: 'finished', levels: freeLevels, level: 1, answers: [4], results: [true] },
  locked: { phase: 'locked', levels, level: 2, answers: [], results: null },
};

const events: Record<TExerciseEventType, TExerciseEvent> = {
  answerChanged: { type: 'answerChanged', index: 1, answer: '=' },
  checkRequested: { type: 'checkRequested' },
  checkedRight: { type: 'checkedRight', items: [true, true] },
  checkedWrong: { type: 'checkedWrong', items: [false, true] },
  checkFailed: { type: 'checkFailed' },
  nextLevel: { type: 'nextLevel' },
  tryAgain: { type: 'tryAgain' },
  finish: { type: 'finish' },
  premiumRequired: { type: 'premiumRequired' },
  restart: { type: 'restart' },
};

const firstLevelFresh: TExerciseState = { phase: 'playing', levels, level: 0, answers: [null, null], results: null };
const unchanged = 'unchanged' as const;

/**
 * What the (phase, event) pairs that change something lead to. Every pair not listed is `unchanged`: the very same
 * state object comes back.
 */
const table: Record<TExercisePhase, Partial<Record<TExerciseEventType, TExerciseState>>> = {
  playing: {
    answerChanged: { ...states.playing, answers: ['<', '='] },
    checkRequested: { ...states.playing, phase: 'checking' },
  },
  checking: {
    checkedRight: { ...states.checking, phase: 'levelCorrect', results: [true, true] },
    checkedWrong: { ...states.checking, phase: 'levelWrong', results: [false, true] },
    checkFailed: { ...states.checking, phase: 'playing' },
    premiumRequired: {
      ...states.checking,
      phase: 'locked',
      levels: [{ locked: true, itemCount: 2 }, levels[1] as TExerciseLevelInfo, levels[2] as TExerciseLevelInfo],
    },
  },
  levelCorrect: {
    nextLevel: { phase: 'playing', levels, level: 1, answers: [null, null, null], results: null },
    // Not the last level: 'Zakończ' is not offered (finish is unchanged).
  },
  levelWrong: {
    // The right answer ('<', item 1) stays; the wrong one is cleared.
    tryAgain: { phase: 'playing', levels, level: 0, answers: ['<', null], results: null },
  },
  finished: {
    restart: { phase: 'playing', levels: freeLevels, level: 0, answers: [null, null], results: null },
  },
  locked: {
    restart: firstLevelFresh,
  },
};

const pairs = (Object.keys(table) as TExercisePhase[]).flatMap((phase) =>
  (Object.keys(events) as TExerciseEventType[]).map(
    (event) => [phase, event, table[phase][event] ?? unchanged] as const,
  ),
);

describe('nextExerciseState: every (state, event) pair', () => {
  it('covers all 6 phases × 10 events', () => {
    expect(pairs).toHaveLength(60);
  });

  it.each(pairs)('%s + %s', (phase, eventType, expected) => {
    const before = states[phase];
    const after = nextExerciseState(before, events[eventType]);
    if (expected === unchanged) expect(after).toBe(before);
    else expect(after).toEqual(expected);
  });
});

describe('nextExerciseState: guards', () => {
  const lastLevelCorrect: TExerciseState = {
    phase: 'levelCorrect',
    levels: freeLevels,
    level: 1,
    answers: [4],
    results: [true],
  };

  it('finishes only on the last level, and offers no next level there', () => {
    expect(nextExerciseState(lastLevelCorrect, { type: 'finish' }).phase).toBe('finished');
    expect(nextExerciseState(lastLevelCorrect, { type: 'nextLevel' })).toBe(lastLevelCorrect);
  });

  it('goes from a correct level to the subscription notice when the next level is locked', () => {
    const secondCorrect: TExerciseState = { ...states.levelCorrect, level: 1, answers: [1, 2, 3] };
    expect(nextExerciseState(secondCorrect, { type: 'nextLevel' })).toEqual({
      phase: 'locked',
      levels,
      level: 2,
      answers: [],
      results: null,
    });
  });

  it('checks only when every item has an answer', () => {
    const half: TExerciseState = { ...states.playing, answers: ['<', null] };
    expect(isLevelAnswered(half)).toBe(false);
    expect(nextExerciseState(half, { type: 'checkRequested' })).toBe(half);
  });

  it('ignores answers for items the level does not have, and clears an answer with null', () => {
    const playing = states.playing;
    expect(nextExerciseState(playing, { type: 'answerChanged', index: 2, answer: '<' })).toBe(playing);
    expect(nextExerciseState(playing, { type: 'answerChanged', index: -1, answer: '<' })).toBe(playing);
    expect(nextExerciseState(playing, { type: 'answerChanged', index: 0, answer: '<' })).toBe(playing);
    expect(nextExerciseState(playing, { type: 'answerChanged', index: 0, answer: null }).answers).toEqual([null, '>']);
  });
});

describe('startExercise', () => {
  it('starts at the first level without saved progress', () => {
    expect(startExercise(levels)).toEqual(firstLevelFresh);
    expect(startExercise(levels, [])).toEqual(firstLevelFresh);
  });

  it('resumes at the first level the viewer has not completed', () => {
    expect(startExercise(levels, [0])).toMatchObject({ phase: 'playing', level: 1, answers: [null, null, null] });
  });

  it('shows the subscription notice when the first open level is locked', () => {
    expect(startExercise(levels, [0, 1])).toMatchObject({ phase: 'locked', level: 2 });
  });

  it('starts from the first level again when every level is completed', () => {
    expect(startExercise(freeLevels, [1, 0])).toMatchObject({ phase: 'playing', level: 0 });
  });
});
