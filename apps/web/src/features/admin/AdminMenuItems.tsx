import { Badge, Menu } from '@mantine/core';
import { isAdmin } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';
import { adminSections } from './admin-sections';
import { useAdminCounts } from './useAdminCounts';

/** The ADMIN's tools as one labelled group of the user menu, apart from the personal pages (issue 38, item 10). */
export function AdminMenuItems() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const counts = useAdminCounts(viewer);
  if (!isAdmin(viewer)) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('nav.admin')}</Menu.Label>
      {adminSections
        .filter((section) => section.allowed(viewer))
        .map(({ path, labelKey, icon: Icon, count }) => {
          const pending = count ? counts[count] : undefined;
          return (
            <Menu.Item
              key={path}
              component={Link}
              to={path}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                pending ? (
                  <Badge size="sm" color="red" circle={pending < 10}>
                    {pending}
                  </Badge>
                ) : null
              }
            >
              {t(labelKey)}
            </Menu.Item>
          );
        })}
    </>
  );
}
