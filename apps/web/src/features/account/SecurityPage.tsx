import { Center, Container, Divider, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountPageHeading } from '../../components/AccountPageHeading';
import { useMe } from '../../lib/session/useMe';
import { AddEmailSection } from './AddEmailSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { TwoFactorSection } from './TwoFactorSection';
import './account.pl';

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <AccountPageHeading
          title={t('security.title')}
          intro={me.data && [me.data.username, me.data.email].filter(Boolean).join(' · ')}
        />
        <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Title order={2} size="h3" mb="md">
            {t('security.changePasswordTitle')}
          </Title>
          <ChangePasswordForm />
        </Paper>
        {me.data && me.data.email === null && <AddEmailSection />}
        <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Title order={2} size="h3" mb="md">
            {t('security.twoFactorTitle')}
          </Title>
          <Divider mb="md" />
          {me.data ? (
            <TwoFactorSection me={me.data} />
          ) : (
            <Center py="md">
              <Loader role="status" aria-label={t('app.loading')} />
            </Center>
          )}
        </Paper>
        {me.data && (
          <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
            <Title order={2} size="h3" mb="md">
              {t('security.deleteAccountTitle')}
            </Title>
            <DeleteAccountSection userId={me.data.id} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
