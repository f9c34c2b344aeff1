import '../../components/catalogue-styles';
import { Button, Card, Flex, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { profilePath, profileSegments } from '../../lib/profile-paths';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { NotFoundPage } from '../errors';
import { TutoringOfferCard } from '../tutoring';
import { AuthorHomeworks } from './AuthorHomeworks';
import { ProfileCard } from './ProfileCard';
import { ProfileReviews } from './ProfileReviews';
import { profileKeys, profilesApi } from './profiles-api';
import './profiles.pl';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function ProfileSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden data-testid="profile-skeleton">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }} gap="lg">
        <Skeleton circle height={120} />
        <Stack gap="sm" style={{ flex: 1 }} w="100%">
          <Skeleton height={28} width="50%" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={60} />
        </Stack>
      </Flex>
    </Card>
  );
}

/**
 * /teachers/{username}, /users/{username}, /admins/{username}: one page for every profile. The path's first
 * segment follows the viewed user's role (docs/product-spec.md section 6); a link with the wrong one is
 * replaced by the right one, keeping the query and the hash (/teachers/x#reviews).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const signedIn = useIsAuthenticated();
  const profile = useQuery({
    queryKey: profileKeys.byUsername(username, signedIn),
    queryFn: ({ signal }) => profilesApi.byUsername(username, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = profile.data;
  const segment = pathname.split('/')[1];
  const misplaced = !!data && profileSegments[data.role] !== segment;
  useDocumentTitle(data && !misplaced ? data.displayName : null);
  // A teacher's page scrolls once the reviews have loaded (ProfileReviews); the others once the card has.
  useHashScroll(!!data && !misplaced && data.role !== 'TEACHER');

  if (profile.isPending) {
    return (
      <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
        <ProfileSkeleton />
      </Stack>
    );
  }
  if (profile.isError || !data) {
    if (isMissing(profile.error)) return <NotFoundPage />;
    return (
      <Stack align="flex-start" py="xl" px={{ base: 'xs', sm: 0 }}>
        <Text>{t('profiles.loadError')}</Text>
        <Button variant="light" onClick={() => profile.refetch()}>
          {t('profiles.retry')}
        </Button>
      </Stack>
    );
  }
  if (misplaced) return <Navigate to={`${profilePath(data.role, username)}${search}${hash}`} replace />;

  return (
    <Stack gap="xl" px={{ base: 'xs', sm: 0 }} maw={960}>
      <ProfileCard profile={data} />
      {data.role === 'TEACHER' && <TutoringOfferCard teacherId={data.id} />}
      {data.role === 'TEACHER' && <ProfileReviews profile={data} />}
      {data.role !== 'USER' && <AuthorHomeworks profile={data} />}
    </Stack>
  );
}
