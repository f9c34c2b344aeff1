import { Badge, type MantineSize } from '@mantine/core';
import { isAdmin } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/session/useViewer';
import { adminSections } from './admin-sections';
import { useAdminCounts } from './useAdminCounts';

/**
 * The admin sections the viewer may open, in their order, each with its name and how many things wait in it (undefined
 * for a section that counts nothing); null for anybody but an ADMIN.
 */
export function useAdminLinks() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const counts = useAdminCounts(viewer);
  if (!isAdmin(viewer)) return null;
  return adminSections
    .filter((section) => section.allowed(viewer))
    .map(({ path, labelKey, icon, count }) => ({
      path,
      label: t(labelKey),
      icon,
      pending: count ? counts[count] : undefined,
    }));
}

/** How many things wait in a section, as a small red badge; nothing when none do. */
export const pendingBadge = (pending: number | undefined, size: MantineSize = 'sm') =>
  pending ? (
    <Badge size={size} color="red" circle={pending < 10}>
      {pending}
    </Badge>
  ) : null;

/** Whether the page at `pathname` is the section at `path` or one of its pages. */
export const isInSection = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);
