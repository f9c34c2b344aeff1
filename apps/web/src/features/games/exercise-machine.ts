import type { TGameAnswer } from '@zadania/shared';

/** What the player knows of a level before it is played: whether the viewer may play it and how many items it has. */
export type TExerciseLevelInfo = { locked: boolean; itemCount: number };

export type TExercisePhase = 'playing' | 'checking' | 'levelCorrect' | 'levelWrong' | 'finished' | 'locked';

/** The exercise of docs/product-spec.md section 4 at one moment. */
export type TExerciseState = {
  phase: TExercisePhase;
  levels: readonly TExerciseLevelInfo[];
  /** 0-based: the level being played, checked, or the locked level the notice is about. */
  level: number;
  /** One answer per item of the level (a symbol per pair, a number per slot); null while empty. */
  answers: TGameAnswer[];
  /** The server's verdict per item after a check; null before it. */
  results: boolean[] | null;
};

export type TExerciseEvent =
  | { type: 'answerChanged'; index: number; answer: TGameAnswer }
  | { type: 'checkRequested' }
  | { type: 'checkedRight'; items: boolean[] }
  | { type: 'checkedWrong'; items: boolean[] }
  /** The check did not reach a verdict (network, 429): back to the same answers. */
  | { type: 'checkFailed' }
  | { type: 'nextLevel' }
  | { type: 'tryAgain' }
  | { type: 'finish' }
  /** The server refused the level (403): the subscription notice. */
  | { type: 'premiumRequired' }
  | { type: 'restart' };

export type TExerciseEventType = TExerciseEvent['type'];

const emptyAnswers = (levels: readonly TExerciseLevelInfo[], level: number): TGameAnswer[] =>
  Array.from({ length: levels[level]?.itemCount ?? 0 }, () => null);

/** The state of playing `level` from scratch, or the subscription notice when the viewer may not play it. */
function enterLevel(levels: readonly TExerciseLevelInfo[], level: number): TExerciseState {
  const locked = levels[level]?.locked ?? false;
  return { phase: locked ? 'locked' : 'playing', levels, level, answers: emptyAnswers(levels, level), results: null };
}

/**
 * The first state of an exercise: the first level the viewer has not completed (`completedLevels`, 0-based, from
 * their saved progress), or the first level when every level is completed or nothing is saved.
 */
export function startExercise(
  levels: readonly TExerciseLevelInfo[],
  completedLevels: readonly number[] = [],
): TExerciseState {
  const done = new Set(completedLevels);
  const firstOpen = levels.findIndex((_, index) => !done.has(index));
  return enterLevel(levels, firstOpen === -1 ? 0 : firstOpen);
}

/** Whether every item of the level has an answer, so that checking makes sense. */
export const isLevelAnswered = (state: TExerciseState) =>
  state.answers.length > 0 && state.answers.every((answer) => answer !== null);

/** Whether the level being played is the last one. */
export const isLastLevel = (state: TExerciseState) => state.level >= state.levels.length - 1;

/**
 * The exercise's single transition function (docs/product-spec.md section 4): the next state after `event`, or the
 * same state object when the event means nothing in the current phase. Pure: sounds, confetti and requests are the
 * caller's reaction to the phase it returns.
 */
export function nextExerciseState(state: TExerciseState, event: TExerciseEvent): TExerciseState {
  switch (event.type) {
    case 'answerChanged': {
      if (state.phase !== 'playing' || event.index < 0 || event.index >= state.answers.length) return state;
      if (state.answers[event.index] === event.answer) return state;
      const answers = [...state.answers];
      answers[event.index] = event.answer;
      return { ...state, answers };
    }
    case 'checkRequested':
      return state.phase === 'playing' && isLevelAnswered(state) ? { ...state, phase: 'checking' } : state;
    case 'checkedRight':
      return state.phase === 'checking' ? { ...state, phase: 'levelCorrect', results: event.items } : state;
    case 'checkedWrong':
      return state.phase === 'checking' ? { ...state, phase: 'levelWrong', results: event.items } : state;
    case 'checkFailed':
      return state.phase === 'checking' ? { ...state, phase: 'playing' } : state;
    case 'nextLevel':
      return state.phase === 'levelCorrect' && !isLastLevel(state) ? enterLevel(state.levels, state.level + 1) : state;
    case 'tryAgain': {
      if (state.phase !== 'levelWrong') return state;
      // The right answers stay where they are; only the wrong ones are cleared to be tried again.
      const answers = state.answers.map((answer, index) => (state.results?.[index] ? answer : null));
      return { ...state, phase: 'playing', answers, results: null };
    }
    case 'finish':
      return state.phase === 'levelCorrect' && isLastLevel(state) ? { ...state, phase: 'finished' } : state;
    case 'premiumRequired': {
      if (state.phase !== 'checking') return state;
      const levels = state.levels.map((info, index) => (index === state.level ? { ...info, locked: true } : info));
      return { ...state, phase: 'locked', levels, results: null };
    }
    case 'restart':
      return state.phase === 'finished' || state.phase === 'locked' ? enterLevel(state.levels, 0) : state;
  }
}
