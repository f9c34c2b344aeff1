import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { TPayment } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './commerce.pl';

/** What became of the payment, as an alert: paid (and where to use it), processing, failed or canceled, refunded. */
export function PaymentOutcome({
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
