import { ActionIcon, Button, Group, Stack, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { TGame } from '@zadania/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isLastLevel, isLevelAnswered, type TExerciseState } from './exercise-machine';
import './games.pl';

/** The exercise's name, its type when the name does not say it, and the sound's on/off button. */
export function ExerciseHeader({
  game,
  titleOrder,
  muted,
  onToggleMuted,
}: {
  game: TGame;
  titleOrder: TitleOrder;
  muted: boolean;
  onToggleMuted: () => void;
}) {
  const { t } = useTranslation();
  return (
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
        onClick={onToggleMuted}
        aria-label={muted ? t('games.unmute') : t('games.mute')}
      >
        {muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}

/** The button of the moment: 'Sprawdź' while playing, then the next level, finishing, or trying again. */
export function ExerciseActions({
  state,
  checkRef,
  actionRef,
  onCheck,
  onNextLevel,
  onFinish,
  onTryAgain,
}: {
  state: TExerciseState;
  checkRef: RefObject<HTMLButtonElement | null>;
  actionRef: RefObject<HTMLButtonElement | null>;
  onCheck: () => void;
  onNextLevel: () => void;
  onFinish: () => void;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const playing = state.phase === 'playing';
  return (
    <Group gap="xs">
      {(state.phase === 'playing' || state.phase === 'checking') && (
        <Button
          ref={checkRef}
          onClick={onCheck}
          disabled={playing && !isLevelAnswered(state)}
          loading={state.phase === 'checking'}
        >
          {t('games.check')}
        </Button>
      )}
      {state.phase === 'levelCorrect' && (
        <Button ref={actionRef} color="teal" onClick={() => (isLastLevel(state) ? onFinish() : onNextLevel())}>
          {isLastLevel(state) ? t('games.finish') : t('games.nextLevel')}
        </Button>
      )}
      {state.phase === 'levelWrong' && (
        <Button ref={actionRef} color="red" variant="light" onClick={onTryAgain}>
          {t('games.tryAgain')}
        </Button>
      )}
    </Group>
  );
}

/** A live region that reads out moves and results; the same message twice is read twice. */
export function Announcer({ message }: { message: { text: string; id: number } }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="game-announcer">
      {message.text}
      {message.id % 2 === 1 ? '\u00a0' : ''}
    </VisuallyHidden>
  );
}
