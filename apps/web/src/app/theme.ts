import { createTheme, localStorageColorSchemeManager, PasswordInput, TextInput } from '@mantine/core';
import { i18next } from '../i18n/i18n';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Labels stay exactly the field name ('Hasło', not 'Hasło *'); `required` still sets aria-required.
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': i18next.t('fields.togglePassword') },
      },
    }),
  },
});

/** Remembers the chosen color scheme in localStorage; dark is the default. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
export const defaultColorScheme = 'dark';
