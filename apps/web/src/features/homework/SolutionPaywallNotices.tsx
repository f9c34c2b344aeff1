import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pluralize } from '../../i18n/plural';
import { paywallPl } from './homework.pl';

/** '1 token', '3 tokeny', '5 tokenów'. */
export const tokensText = (count: number) => pluralize(count, paywallPl.tokens);

/** The wallet ran short (402): the server's Polish message and the way to top it up. */
export function NotEnoughTokens({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconWallet size={18} aria-hidden />} role="alert">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/account/wallet" size="sm" fw={600}>
          {t('paywall.topUp')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** For a visitor: logging in first, then back to this page. */
export function LogInToUnlock() {
  const { t } = useTranslation();
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <Button component={Link} to={`/login?redirect=${redirect}`} variant="light" leftSection={<IconLock size={16} />}>
      {t('paywall.logInToUnlock')}
    </Button>
  );
}
