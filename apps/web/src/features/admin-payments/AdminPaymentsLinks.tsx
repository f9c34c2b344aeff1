import { NavLink as MantineNavLink } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { can, commerce } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../auth/useViewer';

/** ADMIN: 'Wszystkie płatności' in the phone navigation. */
export function AdminPaymentsNavLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  if (!can(viewer, 'administer', commerce)) return null;
  return (
    <MantineNavLink
      component={Link}
      to="/admin/payments"
      label={t('adminPayments.menu')}
      leftSection={<IconCash size={18} />}
      active={pathname.startsWith('/admin/payments')}
      onClick={onNavigate}
    />
  );
}
