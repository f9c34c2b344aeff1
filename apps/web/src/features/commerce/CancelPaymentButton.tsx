import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayment } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import './commerce.pl';

/** Cancels an open bank transfer after a question in a dialog. */
export function CancelPaymentButton({ payment }: { payment: TPayment }) {
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
