import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TRole } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactButton } from '../../components/ContactButton';
import { RatingStars } from '../../components/RatingStars';
import { initialsOf, profilePath } from '../../lib/profile-paths';
import { OnlineAvatar } from '../presence';
import { VerifiedBadge } from '../teacher-verification';
import type { THoverCardUser, TProfileQuery } from './user-hover-card-profile';
import './user-card.pl';

/**
 * The profile hover card's content (UserHoverCard), loaded when a card first opens: avatar with the online dot, display
 * name, @username, role, rating, and the contact option when the viewer may contact them.
 */
export function UserPreview({ user, role, profile }: { user: THoverCardUser; role: TRole; profile: TProfileQuery }) {
  const { t } = useTranslation();
  const data = profile.data;
  const avatarUrl = data?.avatar?.url ?? user.avatar?.url;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <OnlineAvatar userId={user.id} src={avatarUrl} alt="" size={48} radius="xl" color="blue">
          {initialsOf(data?.displayName ?? user.displayName)}
        </OnlineAvatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {data?.displayName ?? user.displayName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{data?.username ?? user.username}
          </Text>
          {(data || user.role) && (
            <Badge variant="outline" color="gray" radius="sm" size="sm">
              {t(`userCard.roles.${data?.role ?? role}`)}
            </Badge>
          )}
        </Stack>
      </Group>
      {profile.isPending && (
        <Stack gap={6} aria-label={t('userCard.loading')} role="status">
          <Skeleton height={14} width="70%" />
          <Skeleton height={28} />
        </Stack>
      )}
      {profile.isError && (
        <Text size="sm" c="red">
          {t('userCard.error')}
        </Text>
      )}
      {data && data.role === 'TEACHER' && <RatingStars value={data.rating.rating} count={data.rating.count} />}
      {data && <VerifiedBadge verified={data.verified} verifiedUntil={data.verifiedUntil} size="sm" />}
      {data?.policies.contact && <ContactButton userId={data.id} userName={data.displayName} />}
      <Anchor component={Link} to={profilePath(data?.role ?? role, data?.username ?? user.username)} size="sm">
        {t('userCard.openProfile')}
      </Anchor>
    </Stack>
  );
}
