import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGameSummary } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadFailed, ListLoading } from '../../components/ListLoadStates';
import { formatCount } from '../../components/number-format';
import { GridSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parsePage } from '../../lib/page-param';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { gamesPl } from './games.pl';
import { gameKeys, gamesApi } from './games-api';

const gamesPageSize = 30;

function GameCard({ game }: { game: TGameSummary }) {
  const { t } = useTranslation();
  const done = game.completedLevels;
  const to = `/exercises/${game.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`game-${game.id}`}>
      <Stack gap="xs">
        <Anchor component={Link} to={to} fw={700} size="lg" id={`game-${game.id}`} style={{ overflowWrap: 'anywhere' }}>
          {game.name}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light" radius="sm" tt="none">
            {t(`games.types.${game.type}`)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {formatCount(game.levelCount, gamesPl.levelCount)}
          </Badge>
          {game.premiumFromLevel !== null && (
            <Badge
              variant="light"
              color="yellow"
              radius="sm"
              tt="none"
              leftSection={<IconLock size={12} aria-hidden />}
            >
              {t('games.premiumFrom', { level: game.premiumFromLevel })}
            </Badge>
          )}
        </Group>
        {done !== null && (
          <Stack gap={4}>
            <Text size="sm">{t('games.progress', { done, count: game.levelCount })}</Text>
            <Progress value={game.levelCount > 0 ? (done / game.levelCount) * 100 : 0} color="teal" aria-hidden />
          </Stack>
        )}
        <Group>
          <Button
            component={Link}
            to={to}
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-describedby={`game-${game.id}`}
          >
            {t('games.play')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /exercises: the interactive exercises with their type, levels and the signed-in viewer's progress. */
export function GamesPage() {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = { page, pageSize: gamesPageSize };
  const list = useQuery({
    queryKey: gameKeys.list(query, signedIn),
    queryFn: ({ signal }) => gamesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('games.title'));
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Stack gap={4}>
        <Title order={1}>{t('games.title')}</Title>
        <Text c="dimmed">{t('games.intro')}</Text>
      </Stack>
      {!data && list.isPending && (
        <ListLoading>
          <GridSkeleton count={4} height={150} cols={{ base: 1, sm: 2 }} testId="games-loading" />
        </ListLoading>
      )}
      {list.isError && !data && (
        <ListLoadFailed
          message={t('games.loadError')}
          retryLabel={t('games.retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {data && data.results.length === 0 && <Text c="dimmed">{t('games.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </SimpleGrid>
      )}
      <PagedListPagination list={data} onPageChange={pageParamSetter(setParams)} />
    </Stack>
  );
}
