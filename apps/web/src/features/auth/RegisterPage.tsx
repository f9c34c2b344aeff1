import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { useKeepRedirect } from './AuthFields';
import { RegisterForm } from './RegisterForm';
import { ResendConfirmationButton } from './ResendConfirmationButton';
import './auth.pl';

export function RegisterPage() {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const keepRedirect = useKeepRedirect();

  if (registeredEmail) {
    return (
      <CenteredCard title={t('register.successTitle')}>
        <Stack>
          <Alert color="teal" icon={<IconMailCheck />} role="status">
            {t('register.successText', { email: registeredEmail })}
          </Alert>
          <ResendConfirmationButton email={registeredEmail} />
          <Text size="sm">
            <Anchor component={Link} to={keepRedirect('/login')}>
              {t('confirmEmail.goToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={t('register.title')}>
      <RegisterForm onRegistered={setRegisteredEmail} />
    </CenteredCard>
  );
}
