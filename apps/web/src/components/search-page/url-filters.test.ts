import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseUrlFilters, resetUrlFilters, withUrlFilter } from './url-filters';

const shape = {
  page: z.coerce.number().int().min(1).optional(),
  level: z.enum(['PRIMARY', 'HIGH_SCHOOL']).optional(),
  free: z.enum(['true', 'false']).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  sort: z.enum(['new', 'cheap']).default('new'),
};
const keys = ['page', 'level', 'free', 'maxPrice', 'sort'] as const;

describe('parseUrlFilters', () => {
  it('reads each valid filter with its schema and drops bad or empty ones', () => {
    const params = new URLSearchParams('page=2&level=OTHER&free=&maxPrice=5000&sort=cheap&extra=1');
    expect(parseUrlFilters(params, shape, keys)).toEqual({ page: 2, maxPrice: 5000, sort: 'cheap' });
  });

  it('leaves out a filter the URL does not hold, also when its schema has a default', () => {
    expect(parseUrlFilters(new URLSearchParams(), shape, keys)).toEqual({});
  });
});

describe('withUrlFilter', () => {
  it('sets or removes one filter and goes back to page 1', () => {
    const current = new URLSearchParams('page=3&level=PRIMARY');
    expect(withUrlFilter(current, 'free', 'true').toString()).toBe('level=PRIMARY&free=true');
    expect(withUrlFilter(current, 'level', '').toString()).toBe('');
    expect(withUrlFilter(current, 'level', null).toString()).toBe('');
    expect(current.toString()).toBe('page=3&level=PRIMARY');
  });

  it('runs the rule on the next URL', () => {
    const current = new URLSearchParams('maxPrice=5000');
    const next = withUrlFilter(current, 'free', 'true', (url, key, value) => {
      if (key === 'free' && value === 'true') url.delete('maxPrice');
    });
    expect(next.toString()).toBe('free=true');
  });
});

describe('resetUrlFilters', () => {
  it('keeps only the filters asked for', () => {
    const filters = parseUrlFilters(new URLSearchParams('level=PRIMARY&sort=cheap'), shape, keys);
    expect(resetUrlFilters(filters, ['sort']).toString()).toBe('sort=cheap');
    expect(resetUrlFilters({ ...filters, sort: undefined }, ['sort']).toString()).toBe('');
    expect(resetUrlFilters(filters).toString()).toBe('');
  });
});
