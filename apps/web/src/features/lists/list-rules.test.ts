import type { TViewer } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { restrictFiltersToViewer } from '../homework/homework-filters';
import { canHideSolved, homeworkListActions } from './list-rules';

const authorId = '22222222-2222-4222-8222-222222222222';
const as = (role: 'USER' | 'TEACHER' | 'ADMIN', id = '11111111-1111-4111-8111-111111111111'): TViewer => ({ id, role });

describe('the list rules of docs/product-spec.md section 6', () => {
  it('shows the list buttons by role', () => {
    expect(homeworkListActions(null, authorId)).toEqual({ lists: false, hide: false, solved: false });
    expect(homeworkListActions(as('USER'), authorId)).toEqual({ lists: true, hide: true, solved: true });
    expect(homeworkListActions(as('ADMIN'), authorId)).toEqual({ lists: true, hide: true, solved: true });
    expect(homeworkListActions(as('TEACHER'), authorId)).toEqual({ lists: false, hide: true, solved: false });
    expect(homeworkListActions(as('TEACHER', authorId), authorId)).toEqual({ lists: true, hide: true, solved: false });
    expect(homeworkListActions(as('TEACHER'), null)).toEqual({ lists: false, hide: true, solved: false });
  });

  it('offers the hide-solved filter to USER and ADMIN only', () => {
    expect([null, as('USER'), as('TEACHER'), as('ADMIN')].map(canHideSolved)).toEqual([false, true, false, true]);
  });

  it('drops the list filters a viewer cannot use, and the list order without a list', () => {
    const listId = '33333333-3333-4333-8333-333333333333';
    const filters = { hideSolved: true, hideHidden: true, favoriteId: listId, sort: 'favorite:ASC' as const };
    expect(restrictFiltersToViewer(filters, null)).toEqual({});
    expect(restrictFiltersToViewer(filters, as('TEACHER'))).toEqual({
      hideHidden: true,
      favoriteId: listId,
      sort: 'favorite:ASC',
    });
    expect(restrictFiltersToViewer(filters, as('USER'))).toEqual(filters);
    expect(restrictFiltersToViewer({ sort: 'favorite:ASC' }, as('USER'))).toEqual({});
  });
});
