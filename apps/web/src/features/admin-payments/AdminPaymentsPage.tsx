import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../components/PageSkeleton';
import { ForbiddenNotice } from '../moderation';
import { PaymentCard, PaymentsTable } from './AdminPaymentsList';
import { BankStatementImport } from './BankStatementImport';
import { PaymentFilters } from './PaymentFilters';
import { useAdminPaymentsPage } from './useAdminPaymentsPage';
import './admin-payments.pl';
import '../moderation';

/** /admin/payments (ADMIN): every payment with filters, the manual confirmation, refunds and the statement import. */
export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const { ready, forbidden, page, goTo, phone, list } = useAdminPaymentsPage();

  if (forbidden) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const data = list.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Title order={1}>{t('adminPayments.title')}</Title>
      <Text c="dimmed">{t('adminPayments.intro')}</Text>
      <PaymentFilters />
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
      {data && (page > 1 || data.nextPage !== null) && (
        <PaymentsPager page={page} nextPage={data.nextPage} goTo={goTo} />
      )}
      <BankStatementImport />
    </Stack>
  );
}

/** The previous and next page buttons around the page's number. */
function PaymentsPager({
  page,
  nextPage,
  goTo,
}: {
  page: number;
  nextPage: number | null;
  goTo: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      >
        {t('adminPayments.previousPage')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('adminPayments.page', { page })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        disabled={nextPage === null}
        onClick={() => nextPage !== null && goTo(nextPage)}
      >
        {t('adminPayments.nextPage')}
      </Button>
    </Group>
  );
}
