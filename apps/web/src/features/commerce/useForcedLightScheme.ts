import { useEffect } from 'react';
import { colorSchemeManager, defaultColorScheme } from '../../app/theme';

const attribute = 'data-mantine-color-scheme';

/** The scheme the app itself would show now: the stored choice, 'auto' read from the system. */
function appColorScheme(): 'light' | 'dark' {
  const stored = colorSchemeManager.get(defaultColorScheme);
  if (stored !== 'auto') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Shows the page in the light scheme whatever the user chose (the invoice, docs/product-spec.md section 2),
 * without touching the stored choice; a change from another tab is held off while the page is open, and
 * leaving the page restores the app's scheme.
 */
export function useForcedLightScheme() {
  useEffect(() => {
    const root = document.documentElement;
    const force = () => {
      if (root.getAttribute(attribute) !== 'light') root.setAttribute(attribute, 'light');
    };
    force();
    const observer = new MutationObserver(force);
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
    return () => {
      observer.disconnect();
      root.setAttribute(attribute, appColorScheme());
    };
  }, []);
}
