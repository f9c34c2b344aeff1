import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { formatPln, isPaymentOpen, type TPayment } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { formatDateTime } from '../../i18n/dates';
import { BankTransferDetails } from './BankTransferDetails';
import { CancelPaymentButton } from './CancelPaymentButton';
import { PaymentOutcome } from './PaymentOutcome';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { awaitsProvider } from './payment-polling';
import './commerce.pl';

/** One payment: its outcome, a summary, the transfer details while a transfer is open, and its invoices. */
export function PaymentResult({ payment, onRefresh }: { payment: TPayment; onRefresh?: () => void }) {
  const { t } = useTranslation();
  const waiting = awaitsProvider(payment);
  const retry = `/checkout/${payment.item.code}`;

  return (
    <Stack gap="md">
      <PaymentOutcome payment={payment} retry={retry} onRefresh={onRefresh} waiting={waiting} />

      <PaymentSummary payment={payment} />

      {payment.method === 'manual' && isPaymentOpen(payment.status) && payment.transfer && (
        <>
          <BankTransferDetails transfer={payment.transfer} />
          <CancelPaymentButton payment={payment} />
        </>
      )}

      <Group gap="md">
        {payment.invoiceId && (
          <LinkButton to={`/invoice?id=${payment.invoiceId}`} icon={IconFileInvoice} variant="light">
            {t('commerce.result.invoice')}
          </LinkButton>
        )}
        {payment.correctionInvoiceId && (
          <LinkButton to={`/invoice?id=${payment.correctionInvoiceId}`} icon={IconFileInvoice} variant="light">
            {t('commerce.result.correction')}
          </LinkButton>
        )}
        <Anchor component={Link} to="/account/payments">
          {t('commerce.result.allPayments')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The payment's status, item, amount and date in a card. */
function PaymentSummary({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <SummaryLine label={t('commerce.result.status')}>
          <PaymentStatusBadge status={payment.status} />
        </SummaryLine>
        <SummaryLine label={t('commerce.result.item')} align="flex-start">
          <Text fw={500} ta="right">
            {payment.item.name}
          </Text>
        </SummaryLine>
        <SummaryLine label={t('commerce.result.amount')}>
          <Text fw={700} data-testid="payment-amount">
            {formatPln(payment.amountGross)}
          </Text>
        </SummaryLine>
        <SummaryLine label={t('commerce.result.date')}>
          <Text size="sm">{formatDateTime(payment.paidAt ?? payment.createdAt)}</Text>
        </SummaryLine>
      </Stack>
    </Card>
  );
}

/** A line of the summary: its name on the left, its value on the right. */
function SummaryLine({ label, align, children }: { label: string; align?: 'flex-start'; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align={align}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}
