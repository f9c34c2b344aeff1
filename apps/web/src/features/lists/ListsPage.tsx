import { Anchor, Badge, Box, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteDisplayName, favoritesPageSize, isPremium, type TFavorite } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { RetryAlert } from '../../components/ErrorAlert';
import { formatCount } from '../../components/number-format';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { PlainList } from '../../components/PlainList';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { LazyListFormModal as ListFormModal } from './LazyListFormModal';
import { listsPl } from './lists.pl';
import { listKeys, listsApi } from './lists-api';
import { lookDisabled, usePremiumNotice } from './usePremiumNotice';

/** /account/lists: my lists, 10 at a time (docs/product-spec.md section 9), searched by name; 'Nowa lista' is Premium. */
export function ListsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('lists.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const premium = isPremium(viewer);
  const premiumNotice = usePremiumNotice();
  const [creating, create] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const lists = useInfiniteQuery({
    queryKey: listKeys.pages(search),
    queryFn: ({ pageParam, signal }) =>
      listsApi.page({ page: pageParam, pageSize: favoritesPageSize.fallback, search }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
  const items = lists.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitleWithIntro title={t('lists.title')} intro={t('lists.intro')} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          {...lookDisabled(!premium, t('lists.premiumTitle'))}
          onClick={() => (premium ? create.open() : premiumNotice())}
        >
          {t('lists.newList')}
        </Button>
      </Group>

      <Box maw={420}>
        <DebouncedSearchInput
          label={t('lists.search')}
          placeholder={t('lists.searchPlaceholder')}
          value={search}
          onCommit={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value) next.set('search', value);
                else next.delete('search');
                return next;
              },
              { replace: true },
            )
          }
        />
      </Box>

      <Stack gap="sm" component="section" aria-label={t('lists.title')} aria-busy={lists.isFetching}>
        {lists.isPending && <Skeleton height={72} radius="md" role="status" aria-label={t('app.loading')} />}
        {lists.isError && !lists.data && (
          <RetryAlert
            message={t('lists.loadError')}
            retryLabel={t('lists.retry')}
            onRetry={() => void lists.refetch()}
          />
        )}
        {lists.data && items.length === 0 && (
          <Text c="dimmed">{search ? t('lists.emptySearch') : t('lists.empty')}</Text>
        )}
        {items.length > 0 && (
          <PlainList gap="xs">
            {items.map((list) => (
              <ListRow key={list.id} list={list} />
            ))}
          </PlainList>
        )}
        {lists.hasNextPage && (
          <Group>
            <Button variant="default" loading={lists.isFetchingNextPage} onClick={() => void lists.fetchNextPage()}>
              {t('lists.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>

      <ListFormModal
        opened={creating}
        onClose={create.close}
        onSaved={(favorite) => {
          create.close();
          void queryClient.invalidateQueries({ queryKey: listKeys.all });
          void navigate(`/account/lists/${favorite.id}`);
        }}
      />
    </Stack>
  );
}

function ListRow({ list }: { list: TFavorite }) {
  const { t } = useTranslation();
  const name = favoriteDisplayName(list);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Anchor component={Link} to={`/account/lists/${list.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          {list.description && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {list.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {list.kind !== 'CUSTOM' && (
            <Badge variant="light" color="gray" radius="sm">
              {t('lists.builtIn')}
            </Badge>
          )}
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatCount(list.homeworks.length, listsPl.tasks)}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}
