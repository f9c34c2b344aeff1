import { Badge, NavLink as MantineNavLink, Menu } from '@mantine/core';
import { IconCoins, IconCrown, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { commerceEndpoints } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { commercePl } from './commerce.pl';
import { commerceKeys } from './commerce-keys';

/** The token balance for the menus (the menus render it only while open). */
function useWalletBalance() {
  return useQuery({
    queryKey: commerceKeys.wallet,
    queryFn: ({ signal }) => callEndpoint(commerceEndpoints.tokenWallet, { signal, errorToast: false }),
  }).data?.balance;
}

function BalanceBadge({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation();
  if (balance === undefined) return null;
  return (
    <Badge
      size="sm"
      color="yellow"
      variant="light"
      aria-label={t('commerce.menu.walletBalance', { balance: formatCount(balance, commercePl.tokens) })}
    >
      {balance}
    </Badge>
  );
}

/** The commerce pages of the menus: 'Konto Premium', 'Portfel' with the token balance, payments and invoices. */
const commerceEntries = [
  { to: '/subscription', label: 'commerce.menu.premium', Icon: IconCrown, withBalance: false },
  { to: '/account/wallet', label: 'commerce.menu.wallet', Icon: IconCoins, withBalance: true },
  { to: '/account/payments', label: 'commerce.menu.payments', Icon: IconReceipt, withBalance: false },
] as const;

/** The user menu's commerce entries. */
export function CommerceMenuItems() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return commerceEntries.map(({ to, label, Icon, withBalance }) => (
    <Menu.Item
      key={to}
      component={Link}
      to={to}
      leftSection={<Icon size={16} />}
      rightSection={withBalance ? <BalanceBadge balance={balance} /> : undefined}
    >
      {t(label)}
    </Menu.Item>
  ));
}

/** The same entries in the phone navigation. */
export function CommerceNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return commerceEntries.map(({ to, label, Icon, withBalance }) => (
    <MantineNavLink
      key={to}
      component={Link}
      to={to}
      label={t(label)}
      leftSection={<Icon size={18} />}
      rightSection={withBalance ? <BalanceBadge balance={balance} /> : undefined}
      active={pathname === to}
      onClick={onNavigate}
    />
  ));
}
