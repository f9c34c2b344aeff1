import { Badge, Group, Stack, Text } from '@mantine/core';
import { paymentStatusLabels, type TPayment } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { paymentStatusColors } from './payment-labels';
import './admin-payments.pl';

/** The payment's status, and a red mark when what it bought was not delivered. */
export function StatusBadge({ payment }: { payment: TPayment }) {
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

/** Who paid: name and username, or that the account is gone. */
export function Buyer({ payment }: { payment: TPayment }) {
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
export function TransferTitle({ payment }: { payment: TPayment }) {
  if (!payment.transfer) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {payment.transfer.title}
    </Text>
  );
}
