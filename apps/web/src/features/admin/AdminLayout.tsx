import { Badge, Button, Group, ScrollArea } from '@mantine/core';
import { isAdmin } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useViewer } from '../auth/useViewer';
import { adminSections } from './admin-sections';
import { useAdminCounts } from './useAdminCounts';

/**
 * Every /admin page under one navigation of the ADMIN's tools (issue 38, item 10), apart from the personal pages of
 * the user menu: one row that scrolls sideways on a phone, the current tool marked. Anybody else sees the page alone
 * (which answers them itself).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  const counts = useAdminCounts(viewer);
  if (!isAdmin(viewer)) return <Outlet />;
  const sections = adminSections.filter((section) => section.allowed(viewer));
  return (
    <>
      <nav aria-label={t('nav.admin')}>
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars mb="md">
          <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
            {sections.map(({ path, labelKey, icon: Icon, count }) => {
              const current = pathname === path || pathname.startsWith(`${path}/`);
              const pending = count ? counts[count] : undefined;
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
                    rightSection={
                      pending ? (
                        <Badge size="xs" color="red" circle={pending < 10}>
                          {pending}
                        </Badge>
                      ) : null
                    }
                  >
                    {t(labelKey)}
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
