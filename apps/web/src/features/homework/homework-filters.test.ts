import type { TViewer } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseHomeworkFilters,
  resetHomeworkFilters,
  restrictFiltersToViewer,
  serializeHomeworkFilters,
  toHomeworkApiQuery,
  updateHomeworkFilters,
} from './homework-filters';

const domainA = '0b6f1c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const domainB = '1c7a2d2f-4b5c-4d6e-9f0a-1b2c3d4e5f60';
const author = '2d8b3e3a-5c6d-4e7f-8a1b-2c3d4e5f6071';

describe('homework filters in the URL', () => {
  it('parses every kind of value from the URL query', () => {
    const params = new URLSearchParams(
      `page=3&pageSize=20&search=r%C3%B3wnanie&sort=ratingsAvg:DESC&levels=PRIMARY&levels=HIGH_SCHOOL` +
        `&domainsIds=${domainA}&domainsIds=${domainB}&theoremsExact=true&closed=false&minRating=4&authorsIds=${author}`,
    );
    expect(parseHomeworkFilters(params)).toEqual({
      page: 3,
      pageSize: 20,
      search: 'równanie',
      sort: 'ratingsAvg:DESC',
      levels: ['PRIMARY', 'HIGH_SCHOOL'],
      domainsIds: [domainA, domainB],
      theoremsExact: true,
      closed: false,
      minRating: 4,
      authorsIds: [author],
    });
  });

  it('round-trips: serialize(parse(url)) gives the same query, and parse(serialize(state)) the same state', () => {
    const query =
      `page=2&pageSize=30&search=pole+ko%C5%82a&sort=createdAt%3AASC&minRating=3.5` +
      `&solutionFormats=LATEX&solutionFormats=VIDEO&levels=UNIVERSITY&domainsIds=${domainA}` +
      `&tagsIds=${domainB}&statuses=PRIVATE&tagsExact=true&closed=true&unsolved=true`;
    const state = parseHomeworkFilters(new URLSearchParams(query));
    expect(serializeHomeworkFilters(state).toString()).toBe(query);
    expect(parseHomeworkFilters(serializeHomeworkFilters(state))).toEqual(state);
  });

  it('leaves defaults and empty values out of the URL', () => {
    expect(serializeHomeworkFilters({ page: 1, pageSize: 10, search: '', levels: [] }).toString()).toBe('');
    expect(parseHomeworkFilters(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10 });
  });

  it('drops invalid values from old or hand-edited links instead of failing', () => {
    const params = new URLSearchParams(
      'page=-2&pageSize=7&sort=price&levels=KINDERGARTEN&domainsIds=abc&closed=maybe&minRating=9',
    );
    expect(parseHomeworkFilters(params)).toEqual({ page: 1, pageSize: 10 });
  });

  it('resets the page to 1 on any filter change, but keeps it when only the page changes', () => {
    const current = parseHomeworkFilters(new URLSearchParams('page=4&levels=PRIMARY'));
    expect(updateHomeworkFilters(current, { page: 5 })).toMatchObject({ page: 5, levels: ['PRIMARY'] });
    for (const change of [
      { levels: ['PRIMARY', 'HIGH_SCHOOL'] as const },
      { search: 'trójkąt' },
      { sort: 'createdAt:ASC' as const },
      { pageSize: 40 },
      { theoremsExact: true },
      { minRating: undefined },
    ]) {
      const next = updateHomeworkFilters(current, { ...change });
      expect(next.page).toBe(1);
      expect(serializeHomeworkFilters(next).has('page')).toBe(false);
    }
    expect(updateHomeworkFilters(current, { page: 9, levels: [] })).toEqual({ page: 1, pageSize: 10 });
  });

  it('removes a cleared filter from the state', () => {
    const current = parseHomeworkFilters(new URLSearchParams('levels=PRIMARY&search=x'));
    expect(updateHomeworkFilters(current, { levels: [], search: '' })).toEqual({ page: 1, pageSize: 10 });
  });

  it('clears every filter but keeps the sort and the page size', () => {
    const current = parseHomeworkFilters(
      new URLSearchParams('page=3&pageSize=50&sort=createdAt:ASC&search=a&levels=OTHER'),
    );
    expect(hasActiveFilters(current)).toBe(true);
    const reset = resetHomeworkFilters(current);
    expect(serializeHomeworkFilters(reset).toString()).toBe('pageSize=50&sort=createdAt%3AASC');
    expect(hasActiveFilters(reset)).toBe(false);
  });

  it('drops the filters the viewer may not use', () => {
    const filters = parseHomeworkFilters(
      new URLSearchParams(
        `statuses=PRIVATE&examLevels=BASIC&unsolved=true&withoutType=true&underReview=true&typesIds=${domainA}&levels=PRIMARY`,
      ),
    );
    const user: TViewer = { id: author, role: 'USER' };
    expect(restrictFiltersToViewer(filters, user)).toEqual({ page: 1, pageSize: 10, levels: ['PRIMARY'] });
    expect(restrictFiltersToViewer(filters, null)).toEqual({ page: 1, pageSize: 10, levels: ['PRIMARY'] });
    expect(restrictFiltersToViewer(filters, { ...user, hasActiveSubscription: true })).toEqual({
      page: 1,
      pageSize: 10,
      levels: ['PRIMARY'],
      typesIds: [domainA],
    });
    expect(restrictFiltersToViewer(filters, { id: author, role: 'ADMIN' })).toEqual(filters);
  });

  it('builds the API query with repeated keys, and without paging for the random task', () => {
    const filters = parseHomeworkFilters(
      new URLSearchParams('page=2&sort=createdAt:ASC&levels=PRIMARY&levels=OTHER&closed=true'),
    );
    expect(toHomeworkApiQuery(filters)).toEqual({
      page: ['2'],
      sort: ['createdAt:ASC'],
      levels: ['PRIMARY', 'OTHER'],
      closed: ['true'],
    });
    expect(toHomeworkApiQuery(filters, { withPaging: false })).toEqual({
      levels: ['PRIMARY', 'OTHER'],
      closed: ['true'],
    });
  });
});
