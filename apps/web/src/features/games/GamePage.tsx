import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { GamePlayer } from './GamePlayer';
import { useGame } from './useGame';
import './games.pl';

/** /exercises/:id: one exercise to play, with the way back to the list. */
export function GamePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const game = useGame(id);
  useDocumentTitle(game.data?.name ?? t('games.title'));
  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }} maw={880}>
      <Group>
        <BackLink to="/exercises">{t('games.allExercises')}</BackLink>
      </Group>
      <GamePlayer gameId={id} titleOrder={1} />
    </Stack>
  );
}
