import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { managedPupilEndpoints, ZEmailRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import '../auth';

/**
 * 'Dodaj adres e-mail' on the security page of an account without one (a pupil's, made by a teacher): the address gets
 * the usual confirmation link, and is added when the link is followed.
 */
export function AddEmailSection() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(ZEmailRequest, { email: '' });
  const add = useMutation({
    mutationFn: (body: { email: string }) => callEndpoint(managedPupilEndpoints.addEmail, { body, errorToast: false }),
    onMutate: () => setAlert(null),
    onSuccess: (result) => setSent(result.message),
    onError: (error) => setAlert(applyServerErrors(form, error, ['email'])),
  });
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
      <Title order={2} size="h3" mb="md">
        {t('ownPassword.addEmailTitle')}
      </Title>
      {sent ? (
        <Text role="status">{sent}</Text>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => add.mutate(ZEmailRequest.parse(values)))}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('ownPassword.addEmailIntro')}
            </Text>
            <ErrorAlert message={alert} />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('ownPassword.addEmailSubmit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
