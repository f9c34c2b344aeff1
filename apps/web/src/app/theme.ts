import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/** Remembers the chosen color scheme in localStorage; dark is the default. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
export const defaultColorScheme = 'dark';
