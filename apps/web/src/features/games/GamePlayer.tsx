import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type TitleOrder,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCircleX,
  IconLock,
  IconTrophy,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGame, TGameCheckInput, TGameCheckResult } from '@zadania/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { showErrorToast, showToast } from '../../lib/toasts';
import { useIsAuthenticated } from '../auth/useSession';
import {
  isLastLevel,
  isLevelAnswered,
  nextExerciseState,
  startExercise,
  type TExerciseLevelInfo,
  type TExerciseState,
} from './exercise-machine';
import { launchConfetti } from './game-effects';
import { gameKeys, gamesApi } from './games-api';
import { NumberComparisonGame } from './NumberComparisonGame';
import { NumberLineGame } from './NumberLineGame';
import { useGame } from './useGame';
import { useGameSound } from './useGameSound';
import './games.pl';

const levelInfos = (game: TGame): TExerciseLevelInfo[] =>
  game.levels.map((level) => ({
    locked: level.locked,
    itemCount: level.comparison?.items.length ?? level.numberLine?.slots.length ?? 0,
  }));

const initialState = (game: TGame): TExerciseState =>
  startExercise(levelInfos(game), game.progress?.completedLevels ?? []);

const nextOrder = (order: TitleOrder): TitleOrder => Math.min(order + 1, 6) as TitleOrder;

/** Confetti is decoration: a failed load of its chunk changes nothing else. */
const celebrate = () => {
  launchConfetti().catch(() => undefined);
};

/** The way to /subscription, also where the player is embedded outside the app's router. */
function SubscriptionLink() {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const label = t('games.subscriptionLink');
  return inRouter ? (
    <Button component={Link} to="/subscription" color="yellow" variant="filled">
      {label}
    </Button>
  ) : (
    <Button component="a" href="/subscription" color="yellow" variant="filled">
      {label}
    </Button>
  );
}

/** A live region that reads out moves and results; the same message twice is read twice. */
function Announcer({ message }: { message: { text: string; id: number } }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="game-announcer">
      {message.text}
      {message.id % 2 === 1 ? '\u00a0' : ''}
    </VisuallyHidden>
  );
}

/** One exercise being played: the state machine of exercise-machine.ts with the server's checks, sounds and focus. */
function ExercisePlayer({ game, titleOrder }: { game: TGame; titleOrder: TitleOrder }) {
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

  const level = game.levels[state.level];
  const playing = state.phase === 'playing';
  const boardDisabled = !playing;
  const onAnswer = (index: number, answer: TGameCheckInput['answers'][number]) =>
    dispatch({ type: 'answerChanged', index, answer });
  // The board stays on screen after a check (with its results) until the next level or the end.
  const boardShown = state.phase !== 'locked' && state.phase !== 'finished';
  const board = { answers: state.answers, results: state.results, disabled: boardDisabled, onAnswer };

  return (
    <Stack gap="md" data-testid="game-player" data-phase={state.phase}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={titleOrder} style={{ overflowWrap: 'anywhere' }}>
            {game.name}
          </Title>
          {t(`games.types.${game.type}`) !== game.name && (
            <Text size="sm" c="dimmed">
              {t(`games.types.${game.type}`)}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={sound.toggleMuted}
          aria-label={sound.muted ? t('games.unmute') : t('games.mute')}
        >
          {sound.muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
        </ActionIcon>
      </Group>
      <Title order={nextOrder(titleOrder)} size="h4" ref={headingRef} tabIndex={-1}>
        {t('games.level', { level: state.level + 1, count: game.levels.length })}
      </Title>

      {state.phase === 'locked' && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('games.subscriptionTitle')}
          data-testid="game-locked"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('games.subscriptionRequired')}</Text>
            <Group gap="xs">
              <SubscriptionLink />
              {state.level > 0 && (
                <Button variant="default" onClick={() => dispatch({ type: 'restart' })}>
                  {t('games.playAgain')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}

      {state.phase === 'finished' && (
        <Paper ref={noticeRef} tabIndex={-1} withBorder radius="md" p="md" data-testid="game-finished">
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon color="yellow" size={56} radius="xl" variant="light">
              <IconTrophy size={36} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('games.congratulations')}
            </Text>
            <Button onClick={() => dispatch({ type: 'restart' })}>{t('games.playAgain')}</Button>
          </Stack>
        </Paper>
      )}

      {boardShown && level?.comparison && (
        <NumberComparisonGame key={state.level} level={level.comparison} {...board} />
      )}
      {boardShown && level?.numberLine && (
        <NumberLineGame
          key={state.level}
          level={level.numberLine}
          {...board}
          announce={announce}
          onAllPlaced={() => {
            focusCheckWhenReady.current = true;
          }}
        />
      )}

      {(state.phase === 'levelCorrect' || state.phase === 'levelWrong') && (
        <Group gap="xs" wrap="nowrap" data-testid="level-result" data-result={state.phase}>
          {state.phase === 'levelCorrect' ? (
            <ThemeIcon color="teal" radius="xl" size="lg" variant="light">
              <IconCircleCheck aria-hidden />
            </ThemeIcon>
          ) : (
            <ThemeIcon color="red" radius="xl" size="lg" variant="light">
              <IconCircleX aria-hidden />
            </ThemeIcon>
          )}
          <Text fw={600}>{state.phase === 'levelCorrect' ? t('games.allCorrect') : t('games.someWrong')}</Text>
        </Group>
      )}

      <Group gap="xs">
        {(state.phase === 'playing' || state.phase === 'checking') && (
          <Button
            ref={checkRef}
            onClick={requestCheck}
            disabled={playing && !isLevelAnswered(state)}
            loading={state.phase === 'checking'}
          >
            {t('games.check')}
          </Button>
        )}
        {state.phase === 'levelCorrect' && (
          <Button
            ref={actionRef}
            color="teal"
            onClick={() => (isLastLevel(state) ? finish() : dispatch({ type: 'nextLevel' }))}
          >
            {isLastLevel(state) ? t('games.finish') : t('games.nextLevel')}
          </Button>
        )}
        {state.phase === 'levelWrong' && (
          <Button ref={actionRef} color="red" variant="light" onClick={() => dispatch({ type: 'tryAgain' })}>
            {t('games.tryAgain')}
          </Button>
        )}
      </Group>
      <Announcer message={announcement} />
    </Stack>
  );
}

/** Placeholders while an exercise loads. */
function GamePlayerSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')} data-testid="game-loading">
      <Skeleton height={28} width="50%" />
      <Skeleton height={20} width={120} />
      <Skeleton height={96} />
      <Skeleton height={36} width={120} />
    </Stack>
  );
}

/**
 * An interactive exercise by id (docs/product-spec.md section 4): loads it for the viewer, resumes at the first
 * level they have not completed and plays it level by level. Used by /exercises/:id and inside rich content.
 */
export function GamePlayer({ gameId, titleOrder = 2 }: { gameId: string; titleOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const game = useGame(gameId);
  if (game.isPending) return <GamePlayerSkeleton />;
  if (game.isError) {
    const missing = game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400);
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          {missing ? t('games.notFound') : t('games.loadGameError')}
          {!missing && (
            <Button size="xs" variant="light" color="red" onClick={() => void game.refetch()}>
              {t('games.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <ExercisePlayer key={`${game.data.id}:${signedIn}`} game={game.data} titleOrder={titleOrder} />;
}
