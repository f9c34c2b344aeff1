import { Badge, Divider, NavLink as MantineNavLink } from '@mantine/core';
import { isAdmin } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';
import { adminSections } from './admin-sections';
import { useAdminCounts } from './useAdminCounts';

/** The ADMIN's tools as one labelled group of the phone navigation, after the personal pages (issue 38, item 10). */
export function AdminNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const counts = useAdminCounts(viewer);
  if (!isAdmin(viewer)) return null;
  return (
    <>
      <Divider my="xs" label={t('nav.admin')} labelPosition="left" />
      {adminSections
        .filter((section) => section.allowed(viewer))
        .map(({ path, labelKey, icon: Icon, count }) => {
          const pending = count ? counts[count] : undefined;
          return (
            <MantineNavLink
              key={path}
              component={Link}
              to={path}
              label={t(labelKey)}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={
                pending ? (
                  <Badge size="sm" color="red" circle={pending < 10}>
                    {pending}
                  </Badge>
                ) : null
              }
              active={pathname === path || pathname.startsWith(`${path}/`)}
              onClick={onNavigate}
            />
          );
        })}
    </>
  );
}
