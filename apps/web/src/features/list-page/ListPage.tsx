import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { favoriteDisplayName } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { DetailUnavailable } from '../../components/DetailUnavailable';
import { formatCount } from '../../components/number-format';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { listKeys, listsApi, listsPl } from '../lists';
import { ListActionBar } from './ListActionBar';
import { ListEntries } from './ListEntries';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /account/lists/{id}: one of my lists with its tasks as cards, in the list's order. */
export function ListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: listKeys.detail(id),
    queryFn: ({ signal }) => listsApi.detail(id, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const list = detail.data;
  const name = list ? favoriteDisplayName(list) : null;
  useDocumentTitle(name);

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy data-testid="list-skeleton" px={{ base: 'xs', sm: 0 }}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (!list) {
    return (
      <DetailUnavailable
        title={isMissing(detail.error) ? t('lists.notFound') : t('lists.loadError')}
        backTo="/account/lists"
        backLabel={t('lists.backToLists')}
        onRetry={isMissing(detail.error) ? undefined : () => void detail.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <BackLink to="/account/lists">{t('lists.backToLists')}</BackLink>
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {list.description && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{list.description}</Text>
        )}
        {list.kind !== 'CUSTOM' && (
          <Text size="sm" c="dimmed">
            {t('lists.builtInHint')}
          </Text>
        )}
      </Stack>
      <ListActionBar list={list} />
      <Stack gap="sm" component="section" aria-labelledby="list-tasks-heading">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="list-tasks-heading">
            {t('lists.tasksHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {formatCount(list.cards.length, listsPl.tasks)}
          </Text>
        </Group>
        {list.cards.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{t('lists.emptyList')}</Text>
            <Button component={Link} to="/homeworks" variant="light" size="sm">
              {t('nav.homeworks')}
            </Button>
          </Stack>
        ) : (
          <ListEntries list={list} />
        )}
      </Stack>
    </Stack>
  );
}
