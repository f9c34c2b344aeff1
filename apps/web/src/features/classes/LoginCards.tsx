// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './login-cards.css';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './managed-pupils.pl';

export type TLoginCard = { id: string; name: string; username: string; password: string };

/**
 * Slips to cut out, one per pupil: the class, the name, the login, the one-time password and where to sign in. Text
 * only (React escapes it), so a name typed as markup shows as typed.
 */
export function LoginCards({
  cards,
  className,
  signInUrl,
}: {
  cards: TLoginCard[];
  className: string;
  signInUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="login-cards" aria-label={t('managedPupils.cardsTitle')} style={{ listStyle: 'none', padding: 0 }}>
      {cards.map((card) => (
        <li key={card.id} className="login-card">
          <Text size="xs">{t('managedPupils.card.className', { name: className })}</Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {card.name}
          </Text>
          <Text size="xs" mt={4}>
            {t('managedPupils.card.login')}
          </Text>
          <Text className="login-card-secret">{card.username}</Text>
          <Text size="xs" mt={4}>
            {t('managedPupils.card.password')}
          </Text>
          <Text className="login-card-secret">{card.password}</Text>
          <Text size="xs" mt={4}>
            {t('managedPupils.card.address')} <span className="login-card-address">{signInUrl}</span>
          </Text>
          <Text size="xs">{t('managedPupils.card.hint')}</Text>
        </li>
      ))}
    </ul>
  );
}

/** The sign-in page of the site the class's join link points to (PUBLIC_URL/login), else of this site. */
export function signInUrlOf(joinUrl: string | null): string {
  if (joinUrl) {
    const at = joinUrl.indexOf('/classes/join/');
    if (at >= 0) return `${joinUrl.slice(0, at)}/login`;
  }
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/login`;
}
