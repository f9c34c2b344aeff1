import { Divider, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInSection, pendingBadge, useAdminLinks } from './admin-links';

/** The ADMIN's tools as one labelled group of the phone navigation, after the personal pages (issue 38, item 10). */
export function AdminNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const links = useAdminLinks();
  if (!links) return null;
  return (
    <>
      <Divider my="xs" label={t('nav.admin')} labelPosition="left" />
      {links.map(({ path, label, icon: Icon, pending }) => (
        <MantineNavLink
          key={path}
          component={Link}
          to={path}
          label={label}
          leftSection={<Icon size={18} aria-hidden />}
          rightSection={pendingBadge(pending)}
          active={isInSection(pathname, path)}
          onClick={onNavigate}
        />
      ))}
    </>
  );
}
