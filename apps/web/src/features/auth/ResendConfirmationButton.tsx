import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZEmail } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { authApi } from './auth-api';
import './auth.pl';

/** Sends the e-mail confirmation link again; the server message becomes the success toast. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => authApi.resendConfirmation({ email: ZEmail.parse(email) }),
    onSuccess: (data) => showToast({ variant: 'success', message: data.message || t('toasts.sent') }),
  });
  return (
    <Button variant="light" onClick={() => resend.mutate()} loading={resend.isPending} disabled={resend.isSuccess}>
      {t('login.resend')}
    </Button>
  );
}
