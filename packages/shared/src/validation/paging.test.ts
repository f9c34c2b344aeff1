import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagingQuery } from './paging';

describe('pagingQuery', () => {
  const ZQuery = z.object(pagingQuery({ min: 10, max: 50, fallback: 20 }));

  it('coerces query strings and fills the defaults', () => {
    expect(ZQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(ZQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('refuses pages and sizes out of range with the Polish messages', () => {
    const messages = (input: object) => ZQuery.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ page: '0' })).toEqual(['Niepoprawny numer strony']);
    expect(messages({ page: '1.5' })).toEqual(['Niepoprawny numer strony']);
    expect(messages({ pageSize: '9' })).toEqual(['Niepoprawny rozmiar strony']);
    expect(messages({ pageSize: '51' })).toEqual(['Niepoprawny rozmiar strony']);
    expect(messages({ pageSize: 'abc' })).toEqual(['Niepoprawny rozmiar strony']);
  });
});
