import type { TBookDetail, TBookNode, TBookSummary } from '@zadania/shared';

export {
  json,
  renderTutoring as renderBooks,
  stubTutoringApi as stubBooksApi,
  type TCall,
} from '../tutoring/tutoring-test-kit';

export const bookId = 'b0000000-0000-4000-8000-000000000001';
export const coverId = 'c0000000-0000-4000-8000-000000000001';
export const ids = {
  chapter1: 'd0000000-0000-4000-8000-000000000001',
  page54: 'd0000000-0000-4000-8000-000000000002',
  exercise312: 'd0000000-0000-4000-8000-000000000003',
  chapter2: 'd0000000-0000-4000-8000-000000000004',
};

export function buildBookSummary(overrides: Partial<TBookSummary> = {}): TBookSummary {
  return {
    id: bookId,
    slug: 'matematyka-2',
    title: 'Matematyka 2',
    kind: 'coursebook',
    publisher: 'Nowa Era',
    subject: 'MATHS',
    level: 'HIGH_SCHOOL',
    class: 2,
    year: 2024,
    cover: { id: coverId, url: `/api/file/${coverId}/content` },
    ...overrides,
  };
}

const node = (overrides: Partial<TBookNode> & Pick<TBookNode, 'id' | 'kind' | 'title'>): TBookNode => ({
  parentId: null,
  number: null,
  position: 0,
  depth: 0,
  content: null,
  mathConcept: null,
  homeworksCount: 0,
  ...overrides,
});

/** Chapter "Funkcje" with page 54 and its exercise 3.12 (two tasks), and an empty chapter "Ciągi". */
export function buildBookDetail(overrides: Partial<TBookDetail> = {}): TBookDetail {
  return {
    ...buildBookSummary(),
    nodes: [
      node({ id: ids.chapter1, kind: 'chapter', title: 'Funkcje', homeworksCount: 2 }),
      node({
        id: ids.page54,
        parentId: ids.chapter1,
        kind: 'page',
        title: 'Strona 54',
        number: '54',
        depth: 1,
        homeworksCount: 2,
      }),
      node({
        id: ids.exercise312,
        parentId: ids.page54,
        kind: 'exercise',
        title: 'Zadanie',
        number: '3.12',
        depth: 2,
        homeworksCount: 2,
        mathConcept: { id: 'e0000000-0000-4000-8000-000000000001', slug: 'funkcja-liniowa', name: 'Funkcja liniowa' },
      }),
      node({ id: ids.chapter2, kind: 'chapter', title: 'Ciągi', position: 1 }),
    ],
    policies: { manage: false },
    ...overrides,
  };
}
