import { Badge, NavLink as MantineNavLink, Menu } from '@mantine/core';
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

/** ADMIN: 'Propozycje pojęć' in the user menu, with the number of pending proposals. */
export function ConceptChangesMenuItem() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const count = useConceptChangeCount(viewer);
  if (!can(viewer, 'reviewConceptChanges', catalogue)) return null;
  return (
    <Menu.Item
      component={Link}
      to="/admin/concept-changes"
      leftSection={<IconBulb size={16} />}
      rightSection={<CountBadge count={count.data?.count} />}
    >
      {t('conceptChanges.title')}
    </Menu.Item>
  );
}

/** The same entry in the phone navigation. */
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
