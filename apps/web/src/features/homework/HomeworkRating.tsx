import { Button, Group, Rating, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THomeworkRatingSaved } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { RatingStars } from '../../components/RatingStars';
import { queryKeys } from '../../lib/api/query-keys';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { showToast } from '../../lib/toasts';
import { homeworkRatingPl } from './homework.pl';
import { homeworkApi } from './homework-api';

/**
 * The task's stars: the average with half stars for everybody; a signed-in viewer the server lets rate
 * (not the author, a public task) gives, changes or removes whole stars; a signed-out one is asked to log in.
 */
export function HomeworkRating({
  homeworkId,
  ratingsAvg,
  ratingsCount,
}: {
  homeworkId: string;
  ratingsAvg: number;
  ratingsCount: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAuthenticated = useIsAuthenticated();
  const key = queryKeys.homeworkRating(homeworkId);
  const state = useQuery({
    queryKey: [...key, isAuthenticated],
    queryFn: ({ signal }) => homeworkApi.rating(homeworkId, signal),
  });
  const onSaved = (saved: THomeworkRatingSaved) => {
    const { message, ...next } = saved;
    queryClient.setQueryData([...key, isAuthenticated], next);
    showToast({ variant: 'success', message });
  };
  const rate = useMutation({ mutationFn: (stars: number) => homeworkApi.rate(homeworkId, stars), onSuccess: onSaved });
  const unrate = useMutation({ mutationFn: () => homeworkApi.unrate(homeworkId), onSuccess: onSaved });

  const average = state.data ?? { ratingsAvg, ratingsCount };
  const own = state.data?.rating ?? null;
  const pending = rate.isPending || unrate.isPending;

  const starLabel = (stars: number) => formatCount(stars, homeworkRatingPl.stars);
  const askToLogIn = () =>
    showToast({
      variant: 'warning',
      title: t('homeworkRating.notLoggedInTitle'),
      message: t('homeworkRating.notLoggedInText'),
    });

  return (
    <Group gap="md" wrap="wrap" data-testid="homework-rating">
      <RatingStars value={average.ratingsAvg} count={average.ratingsCount} />
      {!isAuthenticated && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" id={`rate-${homeworkId}`}>
            {t('homeworkRating.rate')}
          </Text>
          <Rating value={0} onChange={askToLogIn} getSymbolLabel={starLabel} aria-labelledby={`rate-${homeworkId}`} />
        </Group>
      )}
      {isAuthenticated && state.data?.policies.rate && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" id={`rate-${homeworkId}`}>
            {t('homeworkRating.yourRating')}
          </Text>
          <Rating
            value={own ?? 0}
            onChange={(stars) => {
              if (!pending && stars !== own) rate.mutate(stars);
            }}
            readOnly={pending}
            getSymbolLabel={starLabel}
            aria-labelledby={`rate-${homeworkId}`}
          />
          {own !== null && (
            <Button variant="subtle" size="compact-xs" onClick={() => unrate.mutate()} loading={unrate.isPending}>
              {t('homeworkRating.remove')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
