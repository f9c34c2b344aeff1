import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { GamePlayer } from './GamePlayer';
import { useGame } from './useGame';

/** /exercises/:id: one exercise to play, with the way back to the list. */
export function GamePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const game = useGame(id);
  useDocumentTitle(game.data?.name ?? t('games.title'));
  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }} maw={880}>
      <Group>
        <Anchor component={Link} to="/exercises" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('games.allExercises')}
          </Group>
        </Anchor>
      </Group>
      <GamePlayer gameId={id} titleOrder={1} />
    </Stack>
  );
}
