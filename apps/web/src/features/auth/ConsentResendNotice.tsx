import { Alert, Button, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZParentalConsentResend } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { queryKeys } from '../../lib/api/query-keys';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { authApi } from './auth-api';
import './auth.pl';
import './parental-consent.pl';

/** What a pupil waiting for the parent's consent sees, with the form that sends the request again. */
export function ConsentResendNotice({ parentEmail }: { parentEmail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, { toggle }] = useDisclosure(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { parentEmail },
    validate: schemaResolver(ZParentalConsentResend, { sync: true }),
  });
  const resend = useMutation({
    mutationFn: authApi.resendParentalConsent,
    onMutate: () => setAlert(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    onError: (error) => setAlert(applyServerErrors(form, error, ['parentEmail'])),
  });

  return (
    <Alert
      color="yellow"
      title={t('parentalConsent.noticeTitle')}
      mt="md"
      role="region"
      aria-label={t('parentalConsent.noticeTitle')}
    >
      <Text size="sm">{t('parentalConsent.noticeText', { email: parentEmail })}</Text>
      <UnstyledButton onClick={toggle} aria-expanded={opened} td="underline" fz="sm" mt="xs" mih={24}>
        {t('parentalConsent.resendToggle')}
      </UnstyledButton>
      {opened && (
        <form noValidate onSubmit={form.onSubmit((values) => resend.mutate(values))}>
          <Group align="flex-end" mt="xs">
            <TextInput type="email" label={t('register.parentEmail')} required {...form.getInputProps('parentEmail')} />
            <Button type="submit" loading={resend.isPending}>
              {t('parentalConsent.resendSubmit')}
            </Button>
          </Group>
          <ErrorAlert message={alert} />
          {resend.isSuccess && (
            <Text size="sm" role="status" mt="xs">
              {resend.data.message}
            </Text>
          )}
        </form>
      )}
    </Alert>
  );
}
