import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  PasswordInput,
  TextInput,
} from '@mantine/core';
import { i18next } from '../i18n/i18n';

export const theme = createTheme({
  primaryColor: 'blue',
  // White text on the filled blue and blue links on white reach 4.5:1 (WCAG AA) from shade 8; Mantine's 6 is 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  // Text on a filled colour is black or white, whichever is further from it: at this luminance both are 4.58:1, so
  // every filled badge and button reaches 4.5:1 (Mantine's 0.3 leaves white on green-8 at 3.3:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // Dialogs, menus and drawers open without their transitions for a person whose system asks for less motion.
  respectReducedMotion: true,
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

/**
 * Secondary ('dimmed') text readable in both themes: Mantine's gray-6 on white is 3.3:1 and dark-2 on the dark body
 * 4.0:1, under WCAG AA's 4.5:1; these are 6.1:1 and 6.6:1 (4.8:1 on the dark cards), still fainter than the text beside them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    // Links stay 4.5:1 on the pale blue of notices too (blue-8 is 4.1:1 there).
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    // The 'light' variant (badges, light buttons) writes shade 6 on a pale tint: 2–3.5:1 for most colours. Shade 9
    // darkened by a third is 5.5:1 and more, yellow included.
    ...Object.fromEntries(
      Object.keys(theme.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 67%, black)`,
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': '#aaaaaa', '--mantine-color-placeholder': '#9a9a9a' },
});

/** Remembers the chosen color scheme in localStorage; dark is the default. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
export const defaultColorScheme = 'dark';
