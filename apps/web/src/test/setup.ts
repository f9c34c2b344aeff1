// As the app loads them at start (main.tsx): zod's own messages in Polish.
import '@zadania/shared/zod-locale';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './media-query';
// Names and cards offer the chat's button, as in the app.
import '../app/contact-button';

// findBy… and waitFor wait on the page's own promises, never on the clock: on a busy 2-core CI machine a lazy
// chunk or a Mantine transition can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: fakeMatchMedia(() => false),
});

class ResizeObserverPolyfill {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverPolyfill;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
