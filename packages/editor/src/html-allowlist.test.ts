import { describe, expect, it } from 'vitest';
import { getHtmlAllowlist } from './allowlist';
import { HTML_ALLOWLIST } from './html-allowlist';

describe('the allowlist written out as data', () => {
  it('is what the editor schema renders (paste the received value into html-allowlist.ts when the schema changes)', () => {
    expect(HTML_ALLOWLIST).toEqual(getHtmlAllowlist());
  });
});
