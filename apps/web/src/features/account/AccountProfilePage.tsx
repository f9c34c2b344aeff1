// Switch and Skeleton are not in the app shell's stylesheets (app/mantine-styles.ts).
// biome-ignore-all assist/source/organizeImports: stylesheets first
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Button, Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPageHeading } from '../../components/AccountPageHeading';
import { RetryAlert } from '../../components/ErrorAlert';
import { profilePath } from '../../lib/profile-paths';
import { LearningProfileSettings } from '../learning';
import { ProfileForm } from './ProfileForm';
import { useAccountProfilePage } from './useAccountProfilePage';
import './account.pl';

/** Placeholders of the avatar, about and phone sections while the profile loads. */
function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
      {['avatar', 'about', 'phone'].map((key) => (
        <Paper key={key} withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Skeleton height={24} width="40%" mb="md" />
          {key === 'avatar' ? (
            <Group gap="lg" wrap="nowrap">
              <Skeleton height={96} circle />
              <Skeleton height={14} width="50%" />
            </Group>
          ) : (
            <Stack gap="sm">
              <Skeleton height={36} />
              <Skeleton height={key === 'about' ? 140 : 24} />
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /account/profile: what others see of the signed-in person, edited and saved with PUT /user/profile. */
export function AccountProfilePage() {
  const { t } = useTranslation();
  const { profile, phone, formVersion, failed, retry, onSaved } = useAccountProfilePage();

  return (
    <Container size="sm" px={0} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <AccountPageHeading title={t('accountProfile.title')} intro={t('accountProfile.intro')} />
          {profile.data && (
            <Button
              component={Link}
              to={profilePath(profile.data.role, profile.data.username)}
              variant="light"
              rightSection={<IconEye size={16} aria-hidden />}
            >
              {t('accountProfile.viewProfile')}
            </Button>
          )}
        </Group>
        {failed ? (
          <RetryAlert message={t('accountProfile.loadError')} retryLabel={t('accountProfile.retry')} onRetry={retry} />
        ) : profile.data ? (
          <ProfileForm key={formVersion} profile={profile.data} phone={phone} onSaved={onSaved} />
        ) : (
          <ProfileSkeleton />
        )}
        {profile.data?.role === 'USER' && (
          <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
            <LearningProfileSettings />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
