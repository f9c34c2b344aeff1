import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/hooks/useHydrated';
import { defaultColorScheme } from './theme';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const stored = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  // The server renders the default scheme; the stored one (localStorage) shows once the page is hydrated.
  const computed = useHydrated() ? stored : defaultColorScheme;
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('nav.lightTheme') : t('nav.darkTheme');

  return (
    // The browser's own tooltip (title): a Mantine Tooltip would bring its floating UI to every page.
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={t('nav.toggleTheme')}
      title={label}
    >
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
