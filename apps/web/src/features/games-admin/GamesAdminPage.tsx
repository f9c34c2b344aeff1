import '../../components/catalogue-styles';
import './games-admin-styles';
import { Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, subject, type TGameSummary } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResultsPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { ForbiddenNotice } from '../moderation';
import { gamesAdminApi, gamesAdminKeys } from './games-admin-api';
import '../moderation';
import './games-admin.pl';

const pageSize = 30;

/** Whether the viewer manages games (ADMIN; the API refuses the writes to anybody else). */
export function useCanManageGames() {
  const { viewer, ready } = useViewer();
  return { ready, allowed: can(viewer, 'create', subject('game', {})) };
}

/** /admin/games (ADMIN): the interactive exercises, with edit and delete, and 'Dodaj ćwiczenie'. */
export function GamesAdminPage() {
  const { t } = useTranslation();
  const { ready, allowed } = useCanManageGames();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [deleting, setDeleting] = useState<TGameSummary | null>(null);
  const list = useQuery({
    queryKey: gamesAdminKeys.list(page),
    queryFn: ({ signal }) => gamesAdminApi.list({ page, pageSize }, signal),
    enabled: ready && allowed,
  });
  useDocumentTitle(t('gamesAdmin.title'));

  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const data = list.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('gamesAdmin.title')}</Title>
        <Button component={Link} to="/admin/games/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('gamesAdmin.add')}
        </Button>
      </Group>
      {!data && (list.isPending || !ready) && (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
      {list.isError && !data && <Text c="red">{t('gamesAdmin.loadError')}</Text>}
      {data && data.results.length === 0 && <Text>{t('gamesAdmin.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('gamesAdmin.name')}</Table.Th>
                <Table.Th>{t('gamesAdmin.type')}</Table.Th>
                <Table.Th>{t('gamesAdmin.levelCount')}</Table.Th>
                <Table.Th>{t('gamesAdmin.premium')}</Table.Th>
                <Table.Th>{t('gamesAdmin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((game) => (
                <Table.Tr key={game.id} data-testid="game-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/games/${game.id}/edit`}>
                      {game.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`gamesAdmin.types.${game.type}`)}</Table.Td>
                  <Table.Td>{game.levelCount}</Table.Td>
                  <Table.Td>{game.premiumFromLevel ?? t('gamesAdmin.allFree')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={`/admin/games/${game.id}/edit`}
                        variant="light"
                        size="compact-sm"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={`${t('gamesAdmin.edit')}: ${game.name}`}
                      >
                        {t('gamesAdmin.edit')}
                      </Button>
                      <Button
                        color="red"
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={`${t('gamesAdmin.delete')}: ${game.name}`}
                        onClick={() => setDeleting(game)}
                      >
                        {t('gamesAdmin.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.pageCount > 1 && (
        <ResultsPagination
          page={page}
          pageCount={data.pageCount}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
      <DeleteGameModal game={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function DeleteGameModal({ game, onClose }: { game: TGameSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => gamesAdminApi.remove(id),
    onSuccess: () => {
      showToast({ variant: 'success', message: t('gamesAdmin.deleted') });
      void queryClient.invalidateQueries({ queryKey: gamesAdminKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      opened={game !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('gamesAdmin.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text>{t('gamesAdmin.deleteText', { name: game?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            {t('gamesAdmin.cancel')}
          </Button>
          <Button color="red" onClick={() => game && remove.mutate(game.id)} loading={remove.isPending}>
            {t('gamesAdmin.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
