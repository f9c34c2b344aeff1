import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  PasswordInput,
  rem,
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
    // Every dialog's × is named (WCAG 4.1.2), whether or not the dialog names it itself.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } } },
    // A menu holds menu items only: Mantine's focus placeholder (a presentational element with a tabindex) is
    // refused inside role="menu" (axe: aria-required-children); the menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Stars that take a click are at least 24 px targets (WCAG 2.5.8; Mantine's 'sm' is 18 px, 'md' 20 px); read-only
    // ones keep their size. Not `Rating.extend`: that would bring the component into the entry chunk.
    Rating: {
      vars: (_theme: unknown, props: { readOnly?: boolean; size?: unknown }) =>
        props.readOnly || props.size === 'lg' || props.size === 'xl'
          ? { root: {} }
          : { root: { '--rating-size': rem(24) } },
    },
  },
});

/**
 * MathLive's phone keyboard in the page's theme, whatever the system's (it follows `prefers-color-scheme` by itself),
 * with its selected tab readable: its blue on the light keyboard is 2.9:1, on the dark one 2.6:1.
 */
const mathKeyboardColors = {
  light: {
    '--keyboard-background': '#cacfd7',
    '--keyboard-border': '#ddd',
    '--keyboard-toolbar-text': '#2c2e2f',
    '--keyboard-toolbar-text-active': '#0a4f92',
    '--keyboard-toolbar-background-hover': '#eee',
    '--keyboard-horizontal-rule': '1px solid #fff',
    '--keyboard-accent-color': '#0a5cb0',
    '--keycap-background': '#f0f0f0',
    '--keycap-background-hover': '#f5f5f7',
    '--keycap-text': '#000',
    '--keycap-primary-text': '#fff',
    '--keycap-secondary-background': '#a0a9b8',
    '--keycap-secondary-background-hover': '#7d8795',
    '--keycap-secondary-text': '#060707',
    '--variant-panel-background': '#f0f0f0',
  },
  dark: {
    '--keyboard-background': '#151515',
    '--keyboard-border': 'transparent',
    '--keyboard-toolbar-text': '#e3e4e8',
    '--keyboard-toolbar-text-active': '#74c0fc',
    '--keyboard-toolbar-background-hover': '#303030',
    '--keyboard-horizontal-rule': '1px solid #303030',
    '--keyboard-accent-color': '#0a5cb0',
    '--keycap-background': '#1f2022',
    '--keycap-background-hover': '#2f3032',
    '--keycap-text': '#e3e4e8',
    '--keycap-primary-text': '#fff',
    '--keycap-secondary-background': '#3d4144',
    '--keycap-secondary-background-hover': '#4d5154',
    '--keycap-secondary-text': '#e7ebee',
    '--variant-panel-background': '#303030',
  },
};

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
    // darkened by a third is 5.5:1 and more, yellow included. Coloured text (`c="orange"`) and the 'outline' variant
    // write the filled shade 8 on white (orange 3.6:1, yellow 2.2:1): they take the same darker shade.
    ...Object.fromEntries(
      Object.keys(theme.colors).flatMap((color) => {
        const readable = `color-mix(in srgb, var(--mantine-color-${color}-9) 67%, black)`;
        return ['light-color', 'text', 'outline'].map((variant) => [`--mantine-color-${color}-${variant}`, readable]);
      }),
    ),
    '--app-danger-text': 'var(--mantine-color-red-9)',
    // A field's error (its message and its text): red-6 on white is 3.3:1; red-9 is 5.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...mathKeyboardColors.light,
  },
  dark: {
    '--mantine-color-dimmed': '#aaaaaa',
    '--mantine-color-placeholder': '#9a9a9a',
    // Red-6 of a menu's 'Wyloguj' is 4.1:1 on the dark menu; red-3 is 5.5:1 on its hovered row too.
    '--app-danger-text': 'var(--mantine-color-red-3)',
    // A field's error: red-8 on the dark body is 3.4:1; red-4 is 6.7:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...mathKeyboardColors.dark,
  },
});

/** Remembers the chosen color scheme in localStorage; dark is the default. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
export const defaultColorScheme = 'dark';
