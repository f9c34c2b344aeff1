import { vi } from 'vitest';

/** A `window.matchMedia` (jsdom has none) whose lists match when `matches(query)` says so. */
export const fakeMatchMedia = (matches: (query: string) => boolean) =>
  vi.fn().mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));

/** Makes Mantine's useMediaQuery answer as on a phone (the app's 48em breakpoint), or as on a wide screen. */
export function stubPhoneWidth(phone = true) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => phone && query.includes('48em')),
  );
}
