import { Avatar, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconFolder,
  IconId,
  IconLogout,
  IconShieldLock,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminMenuItems } from '../features/admin/AdminMenuItems';
import { AssignmentsMenuItem } from '../features/assignments/AssignmentsLinks';
import { ClassesMenuItem } from '../features/classes/ClassesLinks';
import { CommerceMenuItems } from '../features/commerce/CommerceLinks';
import { CourseEditorMenuItems } from '../features/course-editor/CourseEditorLinks';
import { ListsMenuItem } from '../features/lists/ListsLinks';
import { ModerationMenuItems } from '../features/moderation/ModerationLinks';
import { SupportMenuItems } from '../features/support/SupportLinks';
import { TutoringMenuItems } from '../features/tutoring/TutoringLinks';
import { useLogout } from '../lib/session/useLogout';
import { useMe } from '../lib/session/useMe';
import '../features/account/account.pl';
import '../components/files/files.pl';

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const username = me.data?.username;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          // The name holds what the button shows (WCAG 2.5.3, label in name): the username, no initials.
          aria-label={username ? `${t('nav.userMenu')}: ${username}` : t('nav.userMenu')}
          px={4}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={me.data?.avatar?.url} alt="" radius="xl" size={32} color="blue">
              {username ? <IconUser size={18} aria-hidden /> : <Loader size={14} />}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" maw={140} truncate>
              {username}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      {/* A long menu (ADMIN) scrolls instead of running under the bottom of the window. */}
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {username && <Menu.Label>{username}</Menu.Label>}
        <ClassesMenuItem />
        <AssignmentsMenuItem />
        <ModerationMenuItems />
        <CommerceMenuItems />
        <ListsMenuItem />
        <TutoringMenuItems />
        <CourseEditorMenuItems />
        <SupportMenuItems />
        <Menu.Item component={Link} to="/account/files" leftSection={<IconFolder size={16} />}>
          {t('files.title')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/profile" leftSection={<IconUserCircle size={16} />}>
          {t('accountProfile.menu')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/data" leftSection={<IconId size={16} />}>
          {t('nav.accountData')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security" leftSection={<IconShieldLock size={16} />}>
          {t('nav.security')}
        </Menu.Item>
        <AdminMenuItems />
        <Menu.Divider />
        {/* Red of the theme's own shade for each scheme: Mantine's red-6 is 3.3–4.1:1 on the menu (WCAG 1.4.3). */}
        <Menu.Item c="var(--app-danger-text)" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
