import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pendingBadge, useAdminLinks } from './admin-links';

/** The ADMIN's tools as one labelled group of the user menu, apart from the personal pages (issue 38, item 10). */
export function AdminMenuItems() {
  const { t } = useTranslation();
  const links = useAdminLinks();
  if (!links) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('nav.admin')}</Menu.Label>
      {links.map(({ path, label, icon: Icon, pending }) => (
        <Menu.Item
          key={path}
          component={Link}
          to={path}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={pendingBadge(pending)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
