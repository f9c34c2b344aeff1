import { describe, expect, it } from 'vitest';
import { withPageParam } from './page-param';

describe('withPageParam', () => {
  it('sets the page past the first and drops it for page 1, keeping the other filters', () => {
    const current = new URLSearchParams('search=ulamki&page=3');
    expect(withPageParam(current, 4).toString()).toBe('search=ulamki&page=4');
    expect(withPageParam(current, 1).toString()).toBe('search=ulamki');
    expect(current.toString()).toBe('search=ulamki&page=3');
  });
});
