// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconFileCode } from '@tabler/icons-react';
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { formatPln, type TInvoice, type TPayment } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import { downloadInvoiceKsef, downloadInvoicePdf } from './invoice-download';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useDownload } from './useDownload';
import { RetryAlert } from '../../components/ErrorAlert';
import { TitledSection } from '../../components/TitledSection';
import './commerce.pl';
import { PlainList } from '../../components/PlainList';

/** /account/payments: the account's payments and invoices, newest first. */
export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.payments.title'));
  const payments = useInfiniteQuery({
    queryKey: commerceKeys.payments,
    queryFn: ({ pageParam, signal }) => commerceApi.myPayments(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
  const invoices = useInfiniteQuery({
    queryKey: commerceKeys.invoices,
    queryFn: ({ pageParam, signal }) => commerceApi.myInvoices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

  return (
    <Stack gap="xl" px={{ base: 'xs', sm: 0 }} maw={860}>
      <Title order={1}>{t('commerce.payments.title')}</Title>
      <PagedSection
        id="my-payments"
        title={t('commerce.payments.paymentsTitle')}
        empty={t('commerce.payments.paymentsEmpty')}
        query={payments}
      >
        {(payment: TPayment) => <PaymentRow key={payment.id} payment={payment} />}
      </PagedSection>
      <PagedSection
        id="my-invoices"
        title={t('commerce.payments.invoicesTitle')}
        empty={t('commerce.payments.invoicesEmpty')}
        query={invoices}
      >
        {(invoice: TInvoice) => <InvoiceRow key={invoice.id} invoice={invoice} />}
      </PagedSection>
    </Stack>
  );
}

function PagedSection<TItem>({
  id,
  title,
  empty,
  query,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  query: UseInfiniteQueryResult<InfiniteData<{ results: TItem[]; nextPage: number | null }>>;
  children: (item: TItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <TitledSection id={id} title={title} titleSize="h3">
      {query.isPending && <Skeleton height={96} role="status" aria-label={t('app.loading')} />}
      {query.isError && !query.data && (
        <RetryAlert
          message={t('commerce.loadError')}
          retryLabel={t('commerce.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && items.length === 0 && <Text c="dimmed">{empty}</Text>}
      {items.length > 0 && <PlainList gap="xs">{items.map((item) => children(item))}</PlainList>}
      {query.hasNextPage && (
        <Group>
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('commerce.payments.loadMore')}
          </Button>
        </Group>
      )}
    </TitledSection>
  );
}

function PaymentRow({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Anchor
            component={Link}
            to={`/payment/${payment.id}`}
            fw={600}
            aria-label={t('commerce.payments.detailsOf', { name: payment.item.name })}
          >
            {payment.item.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(payment.createdAt)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <PaymentStatusBadge status={payment.status} />
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatPln(payment.amountGross)}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}

function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={invoice.number}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} ff="monospace">
                {invoice.number}
              </Text>
              <Badge variant="light" color={invoice.kind === 'CORRECTION' ? 'orange' : 'blue'} tt="none">
                {t(`commerce.payments.kinds.${invoice.kind}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('commerce.payments.issued', { date: formatDate(invoice.issueDate) })}
            </Text>
          </Stack>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatPln(invoice.total.gross)}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={download.running === 'pdf'}
            onClick={() => void download.run('pdf', () => downloadInvoicePdf(invoice))}
            aria-label={t('commerce.payments.downloadPdfOf', { number: invoice.number })}
          >
            {t('commerce.payments.downloadPdf')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/invoice?id=${invoice.id}`}
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('commerce.payments.showOf', { number: invoice.number })}
          >
            {t('commerce.payments.show')}
          </Button>
          {invoice.ksef && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileCode size={14} aria-hidden />}
              loading={download.running === 'ksef'}
              onClick={() => void download.run('ksef', () => downloadInvoiceKsef(invoice))}
              aria-label={t('commerce.payments.ksefOf', { number: invoice.number })}
            >
              {t('commerce.payments.ksef')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
