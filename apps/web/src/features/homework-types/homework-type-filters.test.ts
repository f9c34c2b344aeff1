import { describe, expect, it } from 'vitest';
import { applyHomeworkTypeChange, parseHomeworkTypeFilters, toHomeworkTypeApiQuery } from './homework-type-filters';

describe('homework type list filters', () => {
  it('parses defaults and falls back on invalid values', () => {
    expect(parseHomeworkTypeFilters(new URLSearchParams())).toEqual({
      page: 1,
      search: '',
      sort: 'newest',
      hideSubtypes: false,
    });
    expect(parseHomeworkTypeFilters(new URLSearchParams('page=-2&sort=count:DESC&hideSubtypes=yes'))).toEqual({
      page: 1,
      search: '',
      sort: 'newest',
      hideSubtypes: false,
    });
    expect(
      parseHomeworkTypeFilters(new URLSearchParams('page=3&sort=mostTasks&hideSubtypes=true&search=ciag')),
    ).toEqual({ page: 3, search: 'ciag', sort: 'mostTasks', hideSubtypes: true });
  });

  it('resets the page on any change but the page and leaves defaults out', () => {
    const current = new URLSearchParams('page=3&search=ciag');
    expect(applyHomeworkTypeChange(current, { hideSubtypes: true }).toString()).toBe('search=ciag&hideSubtypes=true');
    expect(applyHomeworkTypeChange(current, { page: 2 }).toString()).toBe('page=2&search=ciag');
    expect(applyHomeworkTypeChange(current, { sort: 'newest', search: ' ' }).toString()).toBe('');
    expect(applyHomeworkTypeChange(current, { sort: 'alphabetical' }).toString()).toBe('search=ciag&sort=alphabetical');
  });

  it('maps the state to the API query', () => {
    expect(toHomeworkTypeApiQuery({ page: 2, search: '', sort: 'mostTasks', hideSubtypes: true })).toEqual({
      page: 2,
      pageSize: 30,
      search: undefined,
      sort: 'count:DESC',
      hideSubtypes: true,
      count: true,
    });
  });
});
