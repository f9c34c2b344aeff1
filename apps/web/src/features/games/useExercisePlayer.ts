import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGame, TGameCheckInput, TGameCheckResult } from '@zadania/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { showErrorToast, showToast } from '../../lib/toasts';
import {
  isLevelAnswered,
  nextExerciseState,
  startExercise,
  type TExerciseLevelInfo,
  type TExerciseState,
} from './exercise-machine';
import { launchConfetti } from './game-effects';
import { gameKeys, gamesApi } from './games-api';
import { useGameSound } from './useGameSound';
import './games.pl';

const levelInfos = (game: TGame): TExerciseLevelInfo[] =>
  game.levels.map((level) => ({
    locked: level.locked,
    itemCount: level.comparison?.items.length ?? level.numberLine?.slots.length ?? 0,
  }));

const initialState = (game: TGame): TExerciseState =>
  startExercise(levelInfos(game), game.progress?.completedLevels ?? []);

/** Confetti is decoration: a failed load of its chunk changes nothing else. */
const celebrate = () => {
  launchConfetti().catch(() => undefined);
};

/** One exercise's play: the state machine of exercise-machine.ts with the server's checks, sounds, announcements and focus. */
export function useExercisePlayer(game: TGame) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const [state, dispatch] = useReducer(nextExerciseState, game, initialState);
  const sound = useGameSound();
  const [announcement, setAnnouncement] = useState({ text: '', id: 0 });
  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, id: previous.id + 1 })), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusCheckWhenReady = useRef(false);
  const shownStep = useRef(`${state.phase}:${state.level}`);

  const saveProgress = (result: TGameCheckResult) => {
    const { completedLevels } = result;
    if (completedLevels) {
      queryClient.setQueryData<TGame>(gameKeys.one(game.id, signedIn), (old) =>
        old ? { ...old, progress: { completedLevels } } : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'list'] });
  };

  const check = useMutation({
    mutationFn: (input: TGameCheckInput) => gamesApi.check(game.id, input),
    onSuccess: (result) => {
      saveProgress(result);
      if (result.correct) {
        dispatch({ type: 'checkedRight', items: result.items });
        sound.play('success');
        celebrate();
        announce(t('games.allCorrect'));
      } else {
        dispatch({ type: 'checkedWrong', items: result.items });
        sound.play('failure');
        announce(t('games.someWrong'));
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        dispatch({ type: 'premiumRequired' });
        announce(`${t('games.subscriptionTitle')} ${t('games.subscriptionRequired')}`);
        return;
      }
      dispatch({ type: 'checkFailed' });
      showErrorToast(error.message);
    },
  });

  // Focus follows the exercise: the new level's heading, the button after a verdict, the final or locked notice.
  useEffect(() => {
    const step = `${state.phase}:${state.level}`;
    if (shownStep.current === step) return;
    const afterCheck = shownStep.current.startsWith('checking:');
    shownStep.current = step;
    if (state.phase === 'playing') (afterCheck ? checkRef : headingRef).current?.focus();
    else if (state.phase === 'levelCorrect' || state.phase === 'levelWrong') actionRef.current?.focus();
    else if (state.phase === 'finished' || state.phase === 'locked') noticeRef.current?.focus();
  }, [state.phase, state.level]);

  // After the last chip is placed, 'Sprawdź' is next, once it is enabled.
  useEffect(() => {
    if (focusCheckWhenReady.current && state.phase === 'playing' && isLevelAnswered(state)) {
      focusCheckWhenReady.current = false;
      checkRef.current?.focus();
    }
  });

  const requestCheck = () => {
    if (state.phase !== 'playing' || !isLevelAnswered(state)) return;
    dispatch({ type: 'checkRequested' });
    check.mutate({ level: state.level, answers: state.answers });
  };

  const finish = () => {
    dispatch({ type: 'finish' });
    celebrate();
    announce(t('games.congratulations'));
    showToast({ variant: 'success', message: t('games.congratulations') });
  };

  const onAnswer = (index: number, answer: TGameCheckInput['answers'][number]) =>
    dispatch({ type: 'answerChanged', index, answer });

  return {
    state,
    dispatch,
    sound,
    announcement,
    announce,
    refs: { headingRef, checkRef, actionRef, noticeRef },
    requestCheck,
    finish,
    onAnswer,
    /** Moves focus to 'Sprawdź' once the level is answered (after the last chip is placed). */
    focusCheckWhenAnswered: () => {
      focusCheckWhenReady.current = true;
    },
  };
}
