import { afterEach, vi } from 'vitest';

// jsdom lacks the layout APIs Mantine and ProseMirror rely on (the headless schema tests need none of this).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverPolyfill {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverPolyfill;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  const emptyRects = () => {
    const list = [] as unknown as DOMRectList;
    Object.assign(list, { item: () => null });
    return list;
  };
  const zeroRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = zeroRect;
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
  if (typeof globalThis.ClipboardEvent === 'undefined') {
    class ClipboardEventPolyfill extends Event {
      clipboardData = null;
    }
    globalThis.ClipboardEvent = ClipboardEventPolyfill as unknown as typeof ClipboardEvent;
  }
  if (!document.elementFromPoint) document.elementFromPoint = () => null;

  afterEach(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
  });
}
