import { Center, Container, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/useMe';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('security.title')}
          </Title>
          {me.data && (
            <Text c="dimmed" size="sm">
              {me.data.username} · {me.data.email}
            </Text>
          )}
        </div>
        <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Title order={2} size="h3" mb="md">
            {t('security.changePasswordTitle')}
          </Title>
          <ChangePasswordForm />
        </Paper>
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
