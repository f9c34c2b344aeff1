import { NavLink as MantineNavLink } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { can, subject } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';

const useCanManage = () => {
  const { viewer } = useViewer();
  return can(viewer, 'create', subject('game', {}));
};

/** ADMIN: 'Ćwiczenia interaktywne' in the phone navigation. */
export function GamesAdminNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!useCanManage()) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/admin/games"
      label={t('gamesAdmin.menu')}
      leftSection={<IconPuzzle size={18} />}
      active={pathname.startsWith('/admin/games')}
      onClick={onNavigate}
    />
  );
}
