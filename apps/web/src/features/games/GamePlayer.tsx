import { Alert, Button, Skeleton, Stack, Title, type TitleOrder } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TGame } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { Announcer, ExerciseActions, ExerciseHeader } from './ExerciseControls';
import { FinishedNotice, LevelResult, LockedNotice } from './ExerciseNotices';
import { NumberComparisonGame } from './NumberComparisonGame';
import { NumberLineGame } from './NumberLineGame';
import { useExercisePlayer } from './useExercisePlayer';
import { useGame } from './useGame';
import './games.pl';

const nextOrder = (order: TitleOrder): TitleOrder => Math.min(order + 1, 6) as TitleOrder;

/** One exercise being played: its heading, the board of the level, the verdict, the next step and the live region. */
function ExercisePlayer({ game, titleOrder }: { game: TGame; titleOrder: TitleOrder }) {
  const { t } = useTranslation();
  const {
    state,
    dispatch,
    sound,
    announcement,
    announce,
    refs,
    requestCheck,
    finish,
    onAnswer,
    focusCheckWhenAnswered,
  } = useExercisePlayer(game);
  const level = game.levels[state.level];
  const restart = () => dispatch({ type: 'restart' });
  // The board stays on screen after a check (with its results) until the next level or the end.
  const boardShown = state.phase !== 'locked' && state.phase !== 'finished';
  const board = { answers: state.answers, results: state.results, disabled: state.phase !== 'playing', onAnswer };

  return (
    <Stack gap="md" data-testid="game-player" data-phase={state.phase}>
      <ExerciseHeader game={game} titleOrder={titleOrder} muted={sound.muted} onToggleMuted={sound.toggleMuted} />
      <Title order={nextOrder(titleOrder)} size="h4" ref={refs.headingRef} tabIndex={-1}>
        {t('games.level', { level: state.level + 1, count: game.levels.length })}
      </Title>

      {state.phase === 'locked' && (
        <LockedNotice noticeRef={refs.noticeRef} canRestart={state.level > 0} onRestart={restart} />
      )}
      {state.phase === 'finished' && <FinishedNotice noticeRef={refs.noticeRef} onRestart={restart} />}

      {boardShown && level?.comparison && (
        <NumberComparisonGame key={state.level} level={level.comparison} {...board} />
      )}
      {boardShown && level?.numberLine && (
        <NumberLineGame
          key={state.level}
          level={level.numberLine}
          {...board}
          announce={announce}
          onAllPlaced={focusCheckWhenAnswered}
        />
      )}

      {(state.phase === 'levelCorrect' || state.phase === 'levelWrong') && <LevelResult phase={state.phase} />}

      <ExerciseActions
        state={state}
        checkRef={refs.checkRef}
        actionRef={refs.actionRef}
        onCheck={requestCheck}
        onNextLevel={() => dispatch({ type: 'nextLevel' })}
        onFinish={finish}
        onTryAgain={() => dispatch({ type: 'tryAgain' })}
      />
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
