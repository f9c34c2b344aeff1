import { Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  can,
  commerce,
  formatPln,
  paymentStatuses,
  paymentStatusLabels,
  purchaseMethods,
  type TPayment,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { RowsSkeleton } from '../../components/PageSkeleton';
import { formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../auth/useViewer';
import { ForbiddenNotice } from '../moderation/ForbiddenNotice';
import { useAdminPaymentFilters } from './admin-payment-filters';
import { adminPaymentsPl } from './admin-payments.pl';
import { adminPaymentKeys, adminPaymentsApi } from './admin-payments-api';
import { BankStatementImport } from './BankStatementImport';
import { PaymentActions } from './PaymentActions';
import { paymentMethodLabel, paymentStatusColors } from './payment-labels';
import '../moderation/moderation.pl';

/** Below this width the table becomes one card per payment. */
const PHONE_QUERY = '(max-width: 48em)';

function StatusBadge({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={paymentStatusColors[payment.status]} variant="light" radius="sm">
        {paymentStatusLabels[payment.status]}
      </Badge>
      {payment.undelivered && payment.status !== 'refunded' && (
        <Badge color="red" variant="filled" radius="sm" title={t('adminPayments.undeliveredHint')}>
          {t('adminPayments.undelivered')}
        </Badge>
      )}
    </Group>
  );
}

function Buyer({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  if (!payment.user) return <Text size="sm">{t('adminPayments.deletedBuyer')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{payment.user.displayName}</Text>
      <Text size="xs" c="dimmed">
        @{payment.user.username}
      </Text>
    </Stack>
  );
}

/** The transfer title is typed by hand into a bank: monospace, never broken in the middle. */
function TransferTitle({ payment }: { payment: TPayment }) {
  if (!payment.transfer) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {payment.transfer.title}
    </Text>
  );
}

function PaymentsTable({ payments }: { payments: TPayment[] }) {
  const { t } = useTranslation();
  const columns = adminPaymentsPl.columns;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('adminPayments.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.date}</Table.Th>
            <Table.Th>{columns.buyer}</Table.Th>
            <Table.Th>{columns.item}</Table.Th>
            <Table.Th ta="right">{columns.amount}</Table.Th>
            <Table.Th>{columns.method}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.transferTitle}</Table.Th>
            <Table.Th>{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid={`payment-${payment.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
              <Table.Td>
                <Buyer payment={payment} />
              </Table.Td>
              <Table.Td>{payment.item.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPln(payment.amountGross)}
              </Table.Td>
              <Table.Td>{paymentMethodLabel(payment)}</Table.Td>
              <Table.Td>
                <StatusBadge payment={payment} />
              </Table.Td>
              <Table.Td>
                <TransferTitle payment={payment} />
              </Table.Td>
              <Table.Td>
                <PaymentActions payment={payment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentCard({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  const headingId = `payment-card-${payment.id}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h6" id={headingId}>
            {payment.item.name}
          </Title>
          <StatusBadge payment={payment} />
        </Group>
        <Text fw={600}>{formatPln(payment.amountGross)}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(payment.createdAt)} · {paymentMethodLabel(payment)}
        </Text>
        <Buyer payment={payment} />
        {payment.transfer && (
          <Group gap={6}>
            <Text size="sm">{t('adminPayments.columns.transferTitle')}:</Text>
            <TransferTitle payment={payment} />
          </Group>
        )}
        <PaymentActions payment={payment} />
      </Stack>
    </Card>
  );
}

function Filters() {
  const { t } = useTranslation();
  const { filters, change } = useAdminPaymentFilters();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('adminPayments.filters')}>
      <NativeSelect
        label={t('adminPayments.status')}
        value={filters.status ?? ''}
        onChange={(event) => change({ status: event.currentTarget.value })}
        data={[
          { value: '', label: t('adminPayments.anyStatus') },
          ...paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={t('adminPayments.method')}
        value={filters.method ?? ''}
        onChange={(event) => change({ method: event.currentTarget.value })}
        data={[
          { value: '', label: t('adminPayments.anyMethod') },
          ...purchaseMethods.map((method) => ({ value: method, label: adminPaymentsPl.methods[method] })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      <div style={{ flex: '1 1 260px' }}>
        <DebouncedSearchInput
          label={t('adminPayments.search')}
          placeholder={t('adminPayments.searchPlaceholder')}
          value={filters.search ?? ''}
          onCommit={(search) => change({ search })}
        />
      </div>
    </Group>
  );
}

/** /admin/payments (ADMIN): every payment with filters, the manual confirmation, refunds and the statement import. */
export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const allowed = can(viewer, 'administer', commerce);
  const { filters, change } = useAdminPaymentFilters();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const list = useQuery({
    queryKey: adminPaymentKeys.list(filters),
    queryFn: ({ signal }) => adminPaymentsApi.list(filters, signal),
    enabled: ready && allowed,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('adminPayments.title'));

  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const data = list.data;
  const goTo = (page: number) => change({ page });
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Title order={1}>{t('adminPayments.title')}</Title>
      <Text c="dimmed">{t('adminPayments.intro')}</Text>
      <Filters />
      {!data && (list.isPending || !ready) && <RowsSkeleton count={3} height={40} />}
      {list.isError && !data && (
        <Group gap="sm">
          <Text c="red">{t('adminPayments.loadError')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => list.refetch()}>
            {t('adminPayments.retry')}
          </Button>
        </Group>
      )}
      {data && data.results.length === 0 && <Text>{t('adminPayments.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="sm" aria-busy={list.isPlaceholderData}>
          {phone ? (
            data.results.map((payment) => <PaymentCard key={payment.id} payment={payment} />)
          ) : (
            <PaymentsTable payments={data.results} />
          )}
        </Stack>
      )}
      {data && (filters.page > 1 || data.nextPage !== null) && (
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={filters.page <= 1}
            onClick={() => goTo(filters.page - 1)}
          >
            {t('adminPayments.previousPage')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('adminPayments.page', { page: filters.page })}
          </Text>
          <Button
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            disabled={data.nextPage === null}
            onClick={() => data.nextPage !== null && goTo(data.nextPage)}
          >
            {t('adminPayments.nextPage')}
          </Button>
        </Group>
      )}
      <BankStatementImport />
    </Stack>
  );
}
