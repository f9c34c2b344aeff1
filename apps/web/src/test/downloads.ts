import { onTestFinished, vi } from 'vitest';

/** jsdom has no object URLs: until the test ends, every one made is `url`. */
export function stubObjectUrls(url = 'blob:file') {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
}

/** The file names of the downloads the page starts (clicks on an `<a download>`), in order. */
export function recordDownloadNames() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}
