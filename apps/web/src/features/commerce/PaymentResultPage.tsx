// biome-ignore-all assist/source/organizeImports: the stylesheets come first
import './commerce-styles';
import { Alert, Anchor, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPln, isPaymentOpen, isPaymentSettled, type TPayment } from '@zadania/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../i18n/dates';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { QueryStateView } from '../account/QueryStateView';
import { BankTransferDetails } from './BankTransferDetails';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { awaitsProvider, paymentRefetchInterval } from './payment-polling';
import './commerce.pl';

/**
 * /payment/{id}: where a purchase stands. An online payment still waiting for the provider is asked again
 * every 2 s until it settles; a bank transfer shows where to send the money; a settled one links its invoice.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.result.title'));
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: commerceKeys.payment(id),
    queryFn: ({ signal }) => commerceApi.payment(id, signal),
    refetchInterval: (query) => paymentRefetchInterval(query.state.data, query.state.dataUpdateCount),
  });

  // Once the money is confirmed, what it bought shows everywhere: the account (Premium), wallet and lists.
  const status = payment.data?.status;
  const seenOpen = useRef(false);
  useEffect(() => {
    if (!status) return;
    if (isPaymentOpen(status)) seenOpen.current = true;
    else if (seenOpen.current && isPaymentSettled(status)) {
      seenOpen.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'commerce' && query.queryKey[1] !== 'payment',
      });
    }
  }, [status, queryClient]);

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={640}>
      <Title order={1}>{t('commerce.result.title')}</Title>
      {payment.isError && payment.error instanceof ApiError && payment.error.status === 404 ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {t('commerce.result.notFound')}
        </Alert>
      ) : (
        <QueryStateView query={payment}>
          {(data) => <PaymentResult payment={data} onRefresh={() => void payment.refetch()} />}
        </QueryStateView>
      )}
    </Stack>
  );
}

export function PaymentResult({ payment, onRefresh }: { payment: TPayment; onRefresh?: () => void }) {
  const { t } = useTranslation();
  const waiting = awaitsProvider(payment);
  const retry = `/checkout/${payment.item.code}`;

  return (
    <Stack gap="md">
      <PaymentOutcome payment={payment} retry={retry} onRefresh={onRefresh} waiting={waiting} />

      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('commerce.result.status')}
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('commerce.result.item')}
            </Text>
            <Text fw={500} ta="right">
              {payment.item.name}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('commerce.result.amount')}
            </Text>
            <Text fw={700} data-testid="payment-amount">
              {formatPln(payment.amountGross)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('commerce.result.date')}
            </Text>
            <Text size="sm">{formatDateTime(payment.paidAt ?? payment.createdAt)}</Text>
          </Group>
        </Stack>
      </Card>

      {payment.method === 'manual' && isPaymentOpen(payment.status) && payment.transfer && (
        <>
          <BankTransferDetails transfer={payment.transfer} />
          <CancelPaymentButton payment={payment} />
        </>
      )}

      <Group gap="md">
        {payment.invoiceId && (
          <Button
            component={Link}
            to={`/invoice?id=${payment.invoiceId}`}
            variant="light"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
          >
            {t('commerce.result.invoice')}
          </Button>
        )}
        {payment.correctionInvoiceId && (
          <Button
            component={Link}
            to={`/invoice?id=${payment.correctionInvoiceId}`}
            variant="light"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
          >
            {t('commerce.result.correction')}
          </Button>
        )}
        <Anchor component={Link} to="/account/payments">
          {t('commerce.result.allPayments')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function PaymentOutcome({
  payment,
  retry,
  waiting,
  onRefresh,
}: {
  payment: TPayment;
  retry: string;
  waiting: boolean;
  onRefresh?: () => void;
}) {
  const { t } = useTranslation();
  const { status } = payment;
  if (status === 'paid' || status === 'completed') {
    const subscription = payment.item.kind === 'SUBSCRIPTION';
    const tutoring = payment.item.kind === 'TUTORING' || payment.item.kind === 'TUTORING_PACKAGE';
    return (
      <Alert color="teal" icon={<IconCircleCheck />} title={t('commerce.result.paid')} role="status">
        <Stack gap="xs" align="flex-start">
          {status === 'completed' && (
            <Text size="sm">
              {subscription
                ? t('commerce.result.paidSubscription')
                : tutoring
                  ? t('commerce.result.paidTutoring')
                  : payment.item.kind === 'TOKENS' && t('commerce.result.paidTokens')}
            </Text>
          )}
          {tutoring && (
            <Anchor component={Link} to="/account/bookings">
              {t('commerce.result.toBookings')}
            </Anchor>
          )}
          {subscription ? (
            <Anchor component={Link} to="/subscription">
              {t('commerce.result.toSubscription')}
            </Anchor>
          ) : (
            payment.item.kind === 'TOKENS' && (
              <Anchor component={Link} to="/account/wallet">
                {t('commerce.result.toWallet')}
              </Anchor>
            )
          )}
        </Stack>
      </Alert>
    );
  }
  if (waiting) {
    return (
      <Alert color="blue" icon={<Loader size={18} />} title={t('commerce.result.processing')} role="status">
        <Stack gap="xs" align="flex-start">
          {t('commerce.result.processingHint')}
          {onRefresh && (
            <Button size="xs" variant="light" onClick={onRefresh}>
              {t('commerce.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (status === 'failed' || status === 'canceled') {
    return (
      <Alert
        color={status === 'failed' ? 'red' : 'gray'}
        icon={<IconAlertCircle />}
        title={status === 'failed' ? t('commerce.result.failed') : t('commerce.result.canceled')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          {status === 'failed' && t('commerce.result.failedHint')}
          <Button component={Link} to={retry} size="sm">
            {t('commerce.result.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (status === 'refunded' || status === 'disputed') {
    return (
      <Alert color="orange" icon={<IconInfoCircle />} role="status">
        {status === 'refunded' ? t('commerce.result.refunded') : t('commerce.result.disputed')}
      </Alert>
    );
  }
  return null;
}

function CancelPaymentButton({ payment }: { payment: TPayment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => commerceApi.cancelPayment(payment.id),
    onSuccess: (result) => {
      queryClient.setQueryData(commerceKeys.payment(payment.id), result.payment);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.payments });
      showToast({ variant: 'success', message: result.message });
      setConfirming(false);
    },
  });
  return (
    <>
      <Group>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('commerce.result.cancelPayment')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('commerce.result.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('commerce.result.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('commerce.result.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('commerce.result.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
