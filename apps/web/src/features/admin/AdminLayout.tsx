import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { isInSection, pendingBadge, useAdminLinks } from './admin-links';

/**
 * Every /admin page under one navigation of the ADMIN's tools (issue 38, item 10), apart from the personal pages of
 * the user menu: one row that scrolls sideways on a phone, the current tool marked. Anybody else sees the page alone
 * (which answers them itself).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAdminLinks();
  if (!links) return <Outlet />;
  return (
    <>
      <nav aria-label={t('nav.admin')}>
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars mb="md">
          <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
            {links.map(({ path, label, icon: Icon, pending }) => {
              const current = isInSection(pathname, path);
              return (
                <li key={path}>
                  <Button
                    component={Link}
                    to={path}
                    size="compact-sm"
                    variant={current ? 'light' : 'subtle'}
                    color={current ? undefined : 'gray'}
                    aria-current={current ? 'page' : undefined}
                    leftSection={<Icon size={16} aria-hidden />}
                    rightSection={pendingBadge(pending, 'xs')}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </Group>
        </ScrollArea>
      </nav>
      <Outlet />
    </>
  );
}
