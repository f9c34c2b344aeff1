import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZLoginTwoFactorRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/useSchemaForm';
import { OneTimeCodeField, OtherAuthPageLink } from './AuthFields';
import { authApi } from './auth-api';
import { parseLoginForm, ZLoginForm } from './login-form';
import { ResendConfirmationButton } from './ResendConfirmationButton';
import { useCompleteLogin } from './useCompleteLogin';
import './auth.pl';
import './own-password.pl';

const ZCodeForm = ZLoginTwoFactorRequest.pick({ code: true });

export function LoginPage() {
  const { t } = useTranslation();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  return (
    <CenteredCard title={challengeToken ? t('login.twoFactorTitle') : t('login.title')}>
      {challengeToken ? (
        <TwoFactorStep challengeToken={challengeToken} onBack={() => setChallengeToken(null)} />
      ) : (
        <CredentialsStep onChallenge={setChallengeToken} />
      )}
    </CenteredCard>
  );
}

function CredentialsStep({ onChallenge }: { onChallenge: (challengeToken: string) => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZLoginForm, { login: '', password: '' });

  const login = useMutation({
    mutationFn: authApi.login,
    onMutate: () => {
      setAlert(null);
      setUnconfirmedEmail(null);
    },
    onSuccess: async (data) => {
      if ('twoFactorRequired' in data) onChallenge(data.challengeToken);
      else await completeLogin(data);
    },
    onError: (error) => {
      const typed = form.getValues().login.trim();
      if (error instanceof ApiError && error.status === 403 && typed.includes('@')) setUnconfirmedEmail(typed);
      setAlert(applyServerErrors(form, error, ['password']));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { request, error } = parseLoginForm(values);
        if (request) login.mutate(request);
        else form.setFieldError('login', error);
      })}
    >
      <Stack>
        {alert && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{alert}</Text>
              {unconfirmedEmail && <ResendConfirmationButton email={unconfirmedEmail} />}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('loginForm.login')}
          description={t('loginForm.loginHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <OtherAuthPageLink question={t('login.noAccount')} to="/register" label={t('nav.register')} />
      </Stack>
    </form>
  );
}

function TwoFactorStep({ challengeToken, onBack }: { challengeToken: string; onBack: () => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(ZCodeForm, { code: '' });

  const verify = useMutation({
    mutationFn: authApi.loginTwoFactor,
    onMutate: () => setAlert(null),
    onSuccess: completeLogin,
    onError: (error) => setAlert(applyServerErrors(form, error, ['code'])),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        verify.mutate(ZLoginTwoFactorRequest.parse({ challengeToken, code: values.code })),
      )}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('login.twoFactorHint')}
        </Text>
        <ErrorAlert message={alert} />
        <OneTimeCodeField data-autofocus autoFocus inputProps={form.getInputProps('code')} />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('login.twoFactorSubmit')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('login.twoFactorBack')}
        </Button>
      </Stack>
    </form>
  );
}
