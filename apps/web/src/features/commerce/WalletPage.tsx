// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatPln, type TTokenLedgerEntry, tokenSpendLabels, tokenSpendTypes } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { QueryStateView } from '../account';
import { commerceApi } from './commerce-api';
import { pricePerToken, savingAgainst } from './commerce-format';
import { commerceKeys } from './commerce-keys';
import { useCatalog, useTokenWallet } from './useCommerceQueries';
import { RetryAlert } from '../../components/ErrorAlert';
import { TitledSection } from '../../components/TitledSection';
import { commercePl } from './commerce.pl';

/** /account/wallet: the token balance, what tokens buy, the packages to buy and every change of the balance. */
export function WalletPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.wallet.title'));
  const wallet = useTokenWallet();
  const catalog = useCatalog();

  return (
    <Stack gap="xl" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Title order={1}>{t('commerce.wallet.title')}</Title>
      <QueryStateView query={wallet}>
        {(data) => (
          <Card withBorder radius="md" padding="lg">
            <Group gap="md" wrap="nowrap">
              <IconCoins size={40} aria-hidden color="var(--mantine-color-yellow-5)" />
              <div>
                <Text size="sm" c="dimmed">
                  {t('commerce.wallet.balance')}
                </Text>
                <Text fz={32} fw={800} lh={1.1} data-testid="wallet-balance">
                  {formatCount(data.balance, commercePl.tokens)}
                </Text>
              </div>
            </Group>
            <Text size="sm" c="dimmed" mt="sm">
              {t('commerce.wallet.intro')}
            </Text>
          </Card>
        )}
      </QueryStateView>

      <TitledSection id="wallet-prices" title={t('commerce.wallet.pricesTitle')} titleSize="h3">
        <QueryStateView query={wallet}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {tokenSpendTypes.map((type) => (
                <Card key={type} withBorder radius="md" padding="sm">
                  <Text fw={500}>{tokenSpendLabels[type]}</Text>
                  <Text c="dimmed" size="sm">
                    {formatCount(data.prices[type], commercePl.tokens)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </QueryStateView>
      </TitledSection>

      <TitledSection id="wallet-packages" title={t('commerce.wallet.packagesTitle')} titleSize="h3">
        <QueryStateView query={catalog}>
          {({ tokenPackages }) => {
            const reference = tokenPackages.reduce<(typeof tokenPackages)[number] | undefined>(
              (smallest, item) => (!smallest || item.tokens < smallest.tokens ? item : smallest),
              undefined,
            );
            return (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {tokenPackages.map((item) => {
                  const saving = savingAgainst(item, reference, (offer) => offer.tokens);
                  return (
                    <Card key={item.code} withBorder radius="md" padding="md" component="article">
                      <Stack gap={6}>
                        <Group justify="space-between" wrap="nowrap">
                          <Text fw={600}>{formatCount(item.tokens, commercePl.tokens)}</Text>
                          {saving > 0 && (
                            <Badge color="teal" tt="none">
                              {t('commerce.subscription.saving', { percent: saving })}
                            </Badge>
                          )}
                        </Group>
                        <Text fz={24} fw={800}>
                          {formatPln(item.priceGross)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t('commerce.wallet.perToken', { price: formatPln(pricePerToken(item)) })}
                        </Text>
                        <Button
                          component={Link}
                          to={`/checkout/${item.code}`}
                          mt="xs"
                          aria-label={t('commerce.wallet.buyPackage', { name: item.name })}
                        >
                          {t('commerce.wallet.buy')}
                        </Button>
                      </Stack>
                    </Card>
                  );
                })}
              </SimpleGrid>
            );
          }}
        </QueryStateView>
      </TitledSection>

      <TokenHistory />
    </Stack>
  );
}

/** The ledger, newest first, a page at a time ('Wczytaj więcej'). */
export function TokenHistory() {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: commerceKeys.tokenHistory,
    queryFn: ({ pageParam, signal }) => commerceApi.tokenHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <TitledSection id="wallet-history" title={t('commerce.wallet.historyTitle')} titleSize="h3">
      {history.isPending && <Skeleton height={120} role="status" aria-label={t('app.loading')} />}
      {history.isError && !history.data && (
        <RetryAlert
          message={t('commerce.loadError')}
          retryLabel={t('commerce.retry')}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data && entries.length === 0 && <Text c="dimmed">{t('commerce.wallet.historyEmpty')}</Text>}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="xs">
            <Table.Tbody>
              {entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {history.hasNextPage && (
        <Group>
          <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('commerce.wallet.loadMore')}
          </Button>
        </Group>
      )}
    </TitledSection>
  );
}

function HistoryRow({ entry }: { entry: TTokenLedgerEntry }) {
  const { t } = useTranslation();
  const positive = entry.delta >= 0;
  return (
    <Table.Tr>
      <Table.Td>
        {entry.href ? (
          <Anchor component={Link} to={entry.href}>
            {entry.description}
          </Anchor>
        ) : (
          entry.description
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text fw={700} c={positive ? 'teal' : 'red'} span>
          {positive ? '+' : '−'}
          {Math.abs(entry.delta)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('commerce.wallet.balanceAfter', { balance: entry.balanceAfter })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
