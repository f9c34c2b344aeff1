import { NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconBell, IconMessageCircle, IconNotebook } from '@tabler/icons-react';
import { can, catalogue } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import './moderation.pl';

/** The user menu's moderation entries: 'Moje zadania' (TEACHER, ADMIN), notifications, chat ('Recenzje' is in the admin group). */
export function ModerationMenuItems() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <>
      {can(viewer, 'createHomework', catalogue) && (
        <Menu.Item component={Link} to="/account/homeworks" leftSection={<IconNotebook size={16} />}>
          {t('moderation.myHomeworks')}
        </Menu.Item>
      )}
      <Menu.Item component={Link} to="/account/notifications" leftSection={<IconBell size={16} />}>
        {t('moderation.notifications')}
      </Menu.Item>
      <Menu.Item component={Link} to="/chat" leftSection={<IconMessageCircle size={16} />}>
        {t('nav.chat')}
      </Menu.Item>
    </>
  );
}

/** The same entries in the phone navigation. */
export function ModerationNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <>
      {can(viewer, 'createHomework', catalogue) && (
        <MantineNavLink
          component={Link}
          to="/account/homeworks"
          label={t('moderation.myHomeworks')}
          leftSection={<IconNotebook size={18} />}
          active={pathname.startsWith('/account/homeworks')}
          onClick={onNavigate}
        />
      )}
      <MantineNavLink
        component={Link}
        to="/account/notifications"
        label={t('moderation.notifications')}
        leftSection={<IconBell size={18} />}
        active={pathname === '/account/notifications'}
        onClick={onNavigate}
      />
      <MantineNavLink
        component={Link}
        to="/chat"
        label={t('nav.chat')}
        leftSection={<IconMessageCircle size={18} />}
        active={pathname === '/chat'}
        onClick={onNavigate}
      />
    </>
  );
}
