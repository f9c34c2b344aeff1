import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUserProfile } from '@zadania/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useHashScroll } from '../../lib/hooks/useHashScroll';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { profileKeys, profilesApi } from './profiles-api';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './profiles.pl';

/**
 * A teacher's reviews (the `#reviews` anchor): the form for a viewer who may review (`policies.review`),
 * the newest reviews ten a page, 'Brak opinii' when there are none. The page's hash scroll waits for the list.
 */
export function ProfileReviews({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    queryKey: profileKeys.reviews(profile.id, page, signedIn),
    queryFn: ({ signal }) => profilesApi.reviews(profile.id, page, signal),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  useHashScroll(data !== undefined || reviews.isError);
  // Deleting the only review of the last page leaves that page empty: show the one before.
  const lastPage = data ? Math.max(1, data.pageCount) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Stack gap="md" component="section" id="reviews" aria-labelledby="reviews-heading">
      <Title order={2} size="h3" id="reviews-heading">
        {data ? t('profiles.reviews.headingCount', { total: data.total }) : t('profiles.reviews.heading')}
      </Title>

      {!signedIn && (
        <Alert variant="light" color="blue">
          <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(`${pathname}#reviews`)}`}>
            {t('profiles.reviews.logIn')}
          </Anchor>
          {t('profiles.reviews.logInToReview')}
        </Alert>
      )}
      {profile.policies.review && data && (
        <ReviewForm key={data.ownReview?.id ?? 'new'} teacherId={profile.id} ownReview={data.ownReview} />
      )}

      {!data && !reviews.isError && <CardListSkeleton count={2} />}
      {reviews.isError && !data && <Text c="red">{t('profiles.reviews.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('profiles.reviews.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="sm" aria-busy={reviews.isPlaceholderData || undefined}>
          {data.results.map((review) => (
            <ReviewItem key={review.id} review={review} teacherId={profile.id} />
          ))}
        </Stack>
      )}
      <PagedListPagination list={data} onPageChange={setPage} />
    </Stack>
  );
}
