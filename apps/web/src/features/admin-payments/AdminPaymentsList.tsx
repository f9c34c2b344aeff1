import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatPln, type TPayment } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { Buyer, StatusBadge, TransferTitle } from './AdminPaymentParts';
import { adminPaymentsPl } from './admin-payments.pl';
import { PaymentActions } from './PaymentActions';
import { paymentMethodLabel } from './payment-labels';

/** The payments as a table (wide screens), with each one's actions. */
export function PaymentsTable({ payments }: { payments: TPayment[] }) {
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

/** One payment as a card (phones), with its actions. */
export function PaymentCard({ payment }: { payment: TPayment }) {
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
