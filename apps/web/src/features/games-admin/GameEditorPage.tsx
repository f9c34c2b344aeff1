import './games-admin-styles';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGameSave } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { DetailUnavailable } from '../../components/DetailUnavailable';
import { retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { ForbiddenNotice } from '../moderation';
import { GameForm } from './GameForm';
import { useCanManageGames } from './GamesAdminPage';
import { emptyGameValues, valuesFromGame } from './game-form';
import { gamesAdminApi, gamesAdminKeys } from './games-admin-api';
import '../moderation';
import './games-admin.pl';

function BackToList() {
  const { t } = useTranslation();
  return <BackLink to="/admin/games">{t('gamesAdmin.backToList')}</BackLink>;
}

/** /admin/games/new (ADMIN): a new game; saved, it goes back to the list. */
export function GameCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { ready, allowed } = useCanManageGames();
  const initialValues = useMemo(emptyGameValues, []);
  useDocumentTitle(t('gamesAdmin.createTitle'));
  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const create = async (game: TGameSave) => {
    await gamesAdminApi.create(game);
    showToast({ variant: 'success', message: t('gamesAdmin.created') });
    await queryClient.invalidateQueries({ queryKey: gamesAdminKeys.all });
    navigate('/admin/games');
  };
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackToList />
      <Title order={1}>{t('gamesAdmin.createTitle')}</Title>
      <GameForm initialValues={initialValues} onSubmit={create} submitLabel={t('gamesAdmin.create')} />
    </Stack>
  );
}

/** /admin/games/{id}/edit (ADMIN): the game's definition with its answers, saved in place. */
export function GameEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { ready, allowed } = useCanManageGames();
  const game = useQuery({
    queryKey: gamesAdminKeys.one(id),
    queryFn: ({ signal }) => gamesAdminApi.get(id, signal),
    enabled: ready && allowed,
    retry: retryUnlessRefused,
  });
  const definition = game.data?.definition ?? null;
  const initialValues = useMemo(() => (definition ? valuesFromGame(definition) : null), [definition]);
  useDocumentTitle(t('gamesAdmin.editTitle'));
  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  if (game.isError || (game.data && !definition))
    return (
      <DetailUnavailable
        title={t('gamesAdmin.loadError')}
        backTo="/admin/games"
        backLabel={t('gamesAdmin.backToList')}
      />
    );

  const update = async (saved: TGameSave) => {
    const updated = await gamesAdminApi.update(id, saved);
    queryClient.setQueryData(gamesAdminKeys.one(id), updated);
    void queryClient.invalidateQueries({ queryKey: ['game', 'admin-list'] });
    showToast({ variant: 'success', message: t('gamesAdmin.updated') });
  };
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackToList />
      <Title order={1}>{t('gamesAdmin.editTitle')}</Title>
      {initialValues && game.data ? (
        <GameForm
          key={game.data.id}
          initialValues={initialValues}
          onSubmit={update}
          submitLabel={t('gamesAdmin.save')}
        />
      ) : (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      )}
    </Stack>
  );
}
