import { Badge, NavLink as MantineNavLink } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { can, catalogue } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';
import { useConceptChangeCount } from './useConceptChangeCount';

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} aria-label={String(count)}>
      {count}
    </Badge>
  );
}

/** ADMIN: 'Propozycje pojęć' in the phone navigation, with the number of pending proposals (the user menu and /admin list it from features/admin). */
export function ConceptChangesNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const count = useConceptChangeCount(viewer);
  if (!can(viewer, 'reviewConceptChanges', catalogue)) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/admin/concept-changes"
      label={t('conceptChanges.title')}
      leftSection={<IconBulb size={18} />}
      rightSection={<CountBadge count={count.data?.count} />}
      active={pathname.startsWith('/admin/concept-changes')}
      onClick={onNavigate}
    />
  );
}
