import '../../components/catalogue-styles';
import { Anchor, type AnchorProps, HoverCard, Skeleton, Stack } from '@mantine/core';
import type { TRole } from '@zadania/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profilePath } from '../../lib/profile-paths';
import { useIsAuthenticated } from '../../lib/session/useSession';
import './user-card.pl';
import { type THoverCardUser, useProfileById } from './user-hover-card-profile';

export type { THoverCardUser } from './user-hover-card-profile';

// What the card shows (avatar with the online dot, rating, contact) loads when a card first opens: a page of task cards
// names an author on each.
const UserPreview = lazy(() => import('./UserHoverCardPreview').then((module) => ({ default: module.UserPreview })));

/** Tooltip delays of docs/product-spec.md section 9: 500 ms open, 200 ms close. */
const delays = { openDelay: 500, closeDelay: 200 } as const;

/**
 * A user's name as a link to their profile (by role), with the profile hover card (docs/product-spec.md
 * section 2): avatar with the online dot, display name, @username, role, rating, and a contact option only
 * when the viewer may contact them (TEACHER or ADMIN viewer, `policies.contact`). The card opens on mouse
 * hover and on keyboard focus; on touch screens a tap simply follows the link to the full profile. The profile
 * (GET /user/{id}) is read only once the card opens.
 */
export function UserHoverCard({
  user,
  roleHint,
  children,
  ...anchorProps
}: {
  user: THoverCardUser;
  /** Where the link points before the role is known; a wrong guess is corrected by the profile page. */
  roleHint?: TRole;
  children?: ReactNode;
} & AnchorProps) {
  // Stays true once the card has been opened: the profile, once read, is kept for the next hover.
  const [wasOpened, setWasOpened] = useState(false);
  const signedIn = useIsAuthenticated();
  const profile = useProfileById(user.id, signedIn, wasOpened);
  const role = user.role ?? profile.data?.role ?? roleHint ?? 'USER';
  return (
    <HoverCard
      {...delays}
      width={280}
      shadow="md"
      withArrow
      position="bottom-start"
      interactive
      onOpen={() => setWasOpened(true)}
    >
      <HoverCard.Target>
        <Anchor
          component={Link}
          to={profilePath(role, user.username)}
          c="inherit"
          fw={600}
          underline="hover"
          inherit
          {...anchorProps}
        >
          {children ?? user.displayName}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="user-hover-card">
        <Suspense fallback={<PreviewLoading />}>
          <UserPreview user={user} role={role} profile={profile} />
        </Suspense>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** While the preview's code loads (the first card opened on a page): what the profile's loading shows. */
function PreviewLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-label={t('userCard.loading')} role="status">
      <Skeleton height={48} width={48} circle />
      <Skeleton height={14} width="70%" />
      <Skeleton height={28} />
    </Stack>
  );
}
