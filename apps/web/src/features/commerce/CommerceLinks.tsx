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

/** The user menu's commerce entries: 'Konto Premium', 'Portfel' with the token balance, payments and invoices. */
export function CommerceMenuItems() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return (
    <>
      <Menu.Item component={Link} to="/subscription" leftSection={<IconCrown size={16} />}>
        {t('commerce.menu.premium')}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to="/account/wallet"
        leftSection={<IconCoins size={16} />}
        rightSection={<BalanceBadge balance={balance} />}
      >
        {t('commerce.menu.wallet')}
      </Menu.Item>
      <Menu.Item component={Link} to="/account/payments" leftSection={<IconReceipt size={16} />}>
        {t('commerce.menu.payments')}
      </Menu.Item>
    </>
  );
}

/** The same entries in the phone navigation. */
export function CommerceNavLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return (
    <>
      <MantineNavLink
        component={Link}
        to="/subscription"
        label={t('commerce.menu.premium')}
        leftSection={<IconCrown size={18} />}
        active={pathname === '/subscription'}
        onClick={onNavigate}
      />
      <MantineNavLink
        component={Link}
        to="/account/wallet"
        label={t('commerce.menu.wallet')}
        leftSection={<IconCoins size={18} />}
        rightSection={<BalanceBadge balance={balance} />}
        active={pathname === '/account/wallet'}
        onClick={onNavigate}
      />
      <MantineNavLink
        component={Link}
        to="/account/payments"
        label={t('commerce.menu.payments')}
        leftSection={<IconReceipt size={18} />}
        active={pathname === '/account/payments'}
        onClick={onNavigate}
      />
    </>
  );
}
