import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconFileInvoice, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPln, isPaymentOpen, isPaymentSettled, type TPayment } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../lib/toasts';
import { useSingleFlight } from '../homework';
import { adminPaymentKeys, adminPaymentsApi } from './admin-payments-api';
import './admin-payments.pl';

/** A manual transfer still waiting for its money is what ADMIN confirms by hand. */
export const canConfirmPayment = (payment: TPayment) => payment.method === 'manual' && isPaymentOpen(payment.status);
/** Money received and not yet given back. */
export const canRefundPayment = (payment: TPayment) =>
  isPaymentSettled(payment.status) && payment.status !== 'refunded';

type TDialog = 'confirm' | 'refund' | null;

/** 'Potwierdź wpłatę', 'Zwróć' and the invoice links of one payment. */
export function PaymentActions({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const once = useSingleFlight();
  const onChanged = ({ message }: { message: string }) => {
    setDialog(null);
    showToast({ variant: 'success', message });
    void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
  };
  const confirm = useMutation({ mutationFn: () => adminPaymentsApi.confirm(payment.id), onSuccess: onChanged });
  const refund = useMutation({ mutationFn: () => adminPaymentsApi.refund(payment.id), onSuccess: onChanged });
  const pending = confirm.isPending || refund.isPending;
  const title = payment.transfer?.title ?? payment.id;
  const amount = formatPln(payment.amountGross);

  return (
    <Group gap="xs" wrap="wrap">
      {canConfirmPayment(payment) && (
        <Button
          size="compact-sm"
          color="teal"
          leftSection={<IconCash size={14} aria-hidden />}
          onClick={() => setDialog('confirm')}
          aria-label={t('adminPayments.confirmOf', { title })}
        >
          {t('adminPayments.confirm')}
        </Button>
      )}
      {canRefundPayment(payment) && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconReceiptRefund size={14} aria-hidden />}
          onClick={() => setDialog('refund')}
          aria-label={t('adminPayments.refundOf', { item: payment.item.name, amount })}
        >
          {t('adminPayments.refund')}
        </Button>
      )}
      {payment.invoiceId && (
        <Anchor component={Link} to={`/invoice?id=${payment.invoiceId}`} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconFileInvoice size={14} aria-hidden />
            {t('adminPayments.invoice')}
          </Group>
        </Anchor>
      )}
      {payment.correctionInvoiceId && (
        <Anchor component={Link} to={`/invoice?id=${payment.correctionInvoiceId}`} size="sm">
          {t('adminPayments.correction')}
        </Anchor>
      )}

      <Modal
        opened={dialog === 'confirm'}
        onClose={() => !pending && setDialog(null)}
        title={t('adminPayments.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{t('adminPayments.confirmText', { amount, title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)} disabled={pending} data-autofocus>
              {t('adminPayments.cancel')}
            </Button>
            <Button color="teal" loading={confirm.isPending} onClick={() => once(() => confirm.mutateAsync())}>
              {t('adminPayments.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'refund'}
        onClose={() => !pending && setDialog(null)}
        title={t('adminPayments.refundTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{t('adminPayments.refundText', { amount, item: payment.item.name })}</Text>
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('adminPayments.refundWarning')}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)} disabled={pending} data-autofocus>
              {t('adminPayments.cancel')}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={() => once(() => refund.mutateAsync())}>
              {t('adminPayments.refundConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
