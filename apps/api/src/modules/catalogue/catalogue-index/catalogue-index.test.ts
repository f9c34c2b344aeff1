import type { TFacetGroup, THomeworkListQuery } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import {
  countFacetsInMemory,
  pageInMemory,
  pickRandomInMemory,
  selectRows,
  type TIndexContext,
} from './catalogue-index';
import {
  createSnapshotBuilder,
  idOfRow,
  rowOfId,
  type TSnapshotDictionaries,
  type TSnapshotRow,
} from './catalogue-snapshot';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const dictionaries: TSnapshotDictionaries = {
  // In the database's order of names.
  concepts: [
    { id: uuid(101), type: 'DOMAIN', name: 'Algebra' },
    { id: uuid(102), type: 'DOMAIN', name: 'Geometria' },
    { id: uuid(103), type: 'TAG', name: 'matura' },
    { id: uuid(104), type: 'TAG', name: 'olimpiada' },
  ],
  authors: [
    { id: uuid(201), displayName: 'Anna' },
    { id: uuid(202), displayName: 'Bartek' },
  ],
  types: [
    { id: uuid(301), name: 'Dowód', parentId: null },
    { id: uuid(302), name: 'Dowód nie wprost', parentId: uuid(301) },
    { id: uuid(303), name: 'Zadanie otwarte', parentId: null },
  ],
  // In id order.
  exams: [
    { id: uuid(401), level: 'BASIC' },
    { id: uuid(402), level: 'ADVANCED' },
    { id: uuid(403), level: null },
  ],
  // In byte order.
  requirements: [{ id: 'PP2017:LO-P.I.1' }, { id: 'PP2017:LO-P.II.1' }],
};

const row = (n: number, values: Partial<TSnapshotRow> = {}): TSnapshotRow => ({
  id: uuid(n),
  // Rows are added newest first.
  createdAt: 1_700_000_000_000_000 - n,
  level: 'HIGH_SCHOOL',
  subject: 'MATHS',
  closed: false,
  solutionFormats: ['LATEX'],
  typeId: null,
  authorId: null,
  ratingsAvg: 0,
  ratingsCount: 0,
  conceptIds: [],
  examIds: [],
  requirements: [],
  ...values,
});

/** Six public tasks, newest first (the snapshot's row order). */
const rows = [
  row(1, {
    conceptIds: [uuid(101), uuid(103)],
    authorId: uuid(201),
    ratingsAvg: 4.5,
    ratingsCount: 2,
    typeId: uuid(301),
  }),
  row(2, { conceptIds: [uuid(101)], authorId: uuid(202), ratingsAvg: 3, ratingsCount: 1, examIds: [uuid(401)] }),
  row(3, {
    conceptIds: [uuid(102), uuid(103), uuid(104)],
    authorId: uuid(201),
    ratingsAvg: 4.5,
    ratingsCount: 5,
    closed: true,
    typeId: uuid(302),
    examIds: [uuid(401), uuid(402)],
  }),
  row(4, { level: 'PRIMARY', solutionFormats: ['IMAGE', 'VIDEO'], ratingsAvg: 1, ratingsCount: 1, typeId: uuid(303) }),
  row(5, { conceptIds: [uuid(104)], authorId: uuid(202), ratingsAvg: 4.5, ratingsCount: 2, examIds: [uuid(403)] }),
  row(6, { level: 'UNIVERSITY', solutionFormats: [], closed: true }),
];

function buildSnapshot(source: TSnapshotRow[] = rows) {
  const builder = createSnapshotBuilder(dictionaries, source.length);
  for (const task of source) builder.add(task);
  return builder.finish();
}

const baseQuery: THomeworkListQuery = { page: 1, pageSize: 10 };
const noLists: TIndexContext = { lists: {} };

function answer(query: Partial<THomeworkListQuery>, context: TIndexContext = noLists, exactGroups: TFacetGroup[] = []) {
  const snapshot = buildSnapshot();
  const fullQuery = { ...baseQuery, ...query };
  const exact = new Set(exactGroups);
  const selection = selectRows(snapshot, fullQuery, context, exact);
  const facets = countFacetsInMemory(snapshot, selection, fullQuery, exact);
  const counts = (group: TFacetGroup) => Object.fromEntries((facets.get(group) ?? []).map((r) => [r.value, r.count]));
  return { total: selection.total, page: pageInMemory(snapshot, selection, fullQuery, context), facets, counts };
}

const tasks = (...numbers: number[]) => numbers.map(uuid);

describe('catalogue snapshot', () => {
  it('finds each row by its id and gives the id back; an unknown or malformed id has no row', () => {
    const snapshot = buildSnapshot();
    for (let r = 0; r < rows.length; r++) {
      expect(rowOfId(snapshot, rows[r]!.id)).toBe(r);
      expect(idOfRow(snapshot, r)).toBe(rows[r]!.id);
    }
    expect(rowOfId(snapshot, uuid(99))).toBe(-1);
    expect(rowOfId(snapshot, 'not-a-uuid')).toBe(-1);
    expect(rowOfId(snapshot, uuid(1).toUpperCase())).toBe(0);
  });

  it('orders by rating as SQL does: average, then count of ratings, then newest', () => {
    const snapshot = buildSnapshot();
    expect([...snapshot.byRating].map((r) => rows[r]!.id)).toEqual(tasks(3, 1, 5, 2, 4, 6));
  });

  it('counts the bytes of its columns', () => {
    expect(buildSnapshot().bytes).toBeGreaterThan(6 * 16);
  });
});

describe('catalogue index: filters', () => {
  it('without filters selects every task, newest first', () => {
    const { total, page } = answer({});
    expect(total).toBe(6);
    expect(page).toEqual(tasks(1, 2, 3, 4, 5, 6));
  });

  it('narrows by each group', () => {
    expect(answer({ levels: ['PRIMARY', 'UNIVERSITY'] }).page).toEqual(tasks(4, 6));
    expect(answer({ solutionFormats: ['VIDEO'] }).page).toEqual(tasks(4));
    expect(answer({ domainsIds: [uuid(102), uuid(999)] }).page).toEqual(tasks(3));
    expect(answer({ tagsIds: [uuid(103), uuid(104)] }).page).toEqual(tasks(1, 3, 5));
    expect(answer({ authorsIds: [uuid(202)] }).page).toEqual(tasks(2, 5));
    expect(answer({ authorId: uuid(201), authorsIds: [uuid(202)] }).total).toBe(4);
    expect(answer({ minRating: 4.5 }).page).toEqual(tasks(1, 3, 5));
    expect(answer({ exams: [uuid(402), uuid(403)] }).page).toEqual(tasks(3, 5));
    expect(answer({ closed: true }).page).toEqual(tasks(3, 6));
    expect(answer({ closed: false }).total).toBe(4);
  });

  it('takes a type with its subtypes', () => {
    expect(answer({ type: uuid(301) }).page).toEqual(tasks(1, 3));
    expect(answer({ typesIds: [uuid(302)] }).page).toEqual(tasks(3));
    expect(answer({ typesIds: [uuid(303)], type: uuid(302) }).page).toEqual(tasks(3, 4));
  });

  it('an exact group needs every chosen concept; an unknown one leaves nothing', () => {
    expect(answer({ tagsIds: [uuid(103), uuid(104)], tagsExact: true }, noLists, ['tags']).page).toEqual(tasks(3));
    expect(answer({ tagsIds: [uuid(103), uuid(103)], tagsExact: true }, noLists, ['tags']).page).toEqual(tasks(1, 3));
    expect(answer({ tagsIds: [uuid(103), uuid(999)], tagsExact: true }, noLists, ['tags']).total).toBe(0);
  });

  it("keeps a favourite list's tasks, leaves out the hidden and solved ones, keeps search matches only", () => {
    expect(answer({}, { lists: { favorite: tasks(5, 2, 99) } }).page).toEqual(tasks(2, 5));
    expect(answer({}, { lists: { hidden: tasks(1), solved: tasks(2, 99) } }).page).toEqual(tasks(3, 4, 5, 6));
    const matches = { ids: tasks(6, 3, 99), ranks: [1, 2, 5] };
    expect(answer({}, { matches, lists: {} }).page).toEqual(tasks(3, 6));
    expect(answer({}, { matches: { ids: [], ranks: [] }, lists: {} }).total).toBe(0);
  });
});

describe('catalogue index: facet counts', () => {
  it('counts each group over every filter but its own', () => {
    const { total, counts } = answer({ levels: ['HIGH_SCHOOL'], authorsIds: [uuid(201)] });
    expect(total).toBe(2);
    // Levels: the tasks of Anna, whatever their level; authors: the high-school tasks, whoever wrote them.
    expect(counts('levels')).toEqual({ HIGH_SCHOOL: 2 });
    expect(counts('authors')).toEqual({ [uuid(201)]: 2, [uuid(202)]: 2 });
    expect(counts('domains')).toEqual({ [uuid(101)]: 1, [uuid(102)]: 1 });
    expect(counts('statuses')).toEqual({ PUBLIC: 2 });
  });

  it('an exact group counts over its own filter too', () => {
    const any = answer({ tagsIds: [uuid(104)] });
    expect(any.counts('tags')).toEqual({ [uuid(103)]: 2, [uuid(104)]: 2 });
    const exact = answer({ tagsIds: [uuid(104)], tagsExact: true }, noLists, ['tags']);
    expect(exact.counts('tags')).toEqual({ [uuid(103)]: 1, [uuid(104)]: 2 });
  });

  it('lists groups in the order SQL does, with labels', () => {
    const { facets } = answer({});
    expect(facets.get('ratings')).toEqual([
      { value: '4', label: null, count: 3 },
      { value: '3', label: null, count: 4 },
      { value: '2', label: null, count: 4 },
      { value: '1', label: null, count: 5 },
    ]);
    expect(facets.get('solutionFormats')?.map((r) => r.value)).toEqual(['IMAGE', 'LATEX', 'VIDEO']);
    expect(facets.get('levels')?.map((r) => r.value)).toEqual(['PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY']);
    // Equal counts: by name (Anna before Bartek), exams by id.
    expect(facets.get('authors')).toEqual([
      { value: uuid(201), label: 'Anna', count: 2 },
      { value: uuid(202), label: 'Bartek', count: 2 },
    ]);
    expect(facets.get('exams')?.map((r) => [r.value, r.count])).toEqual([
      [uuid(401), 2],
      [uuid(402), 1],
      [uuid(403), 1],
    ]);
    expect(facets.get('types')?.map((r) => r.label)).toEqual(['Dowód', 'Dowód nie wprost', 'Zadanie otwarte']);
    expect(facets.get('tags')?.map((r) => [r.label, r.count])).toEqual([
      ['matura', 2],
      ['olimpiada', 2],
    ]);
    // Task 3 has a basic and an advanced exam: counted once for each level.
    expect(facets.get('examLevels')).toEqual([
      { value: 'BASIC', label: null, count: 2 },
      { value: 'ADVANCED', label: null, count: 1 },
    ]);
  });

  it('keeps the top 100 of a group, and a chosen concept beyond them', () => {
    const many: TSnapshotDictionaries = {
      ...dictionaries,
      concepts: Array.from({ length: 120 }, (_, index) => ({
        id: uuid(1000 + index),
        type: 'TAG',
        name: `tag ${String(index).padStart(3, '0')}`,
      })),
    };
    const builder = createSnapshotBuilder(many, 2);
    builder.add(row(1, { conceptIds: many.concepts.map((concept) => concept.id) }));
    builder.add(row(2, { conceptIds: [uuid(1119)] }));
    const snapshot = builder.finish();
    const count = (query: THomeworkListQuery) =>
      countFacetsInMemory(snapshot, selectRows(snapshot, query, noLists, new Set()), query, new Set()).get('tags')!;
    const top = count(baseQuery);
    expect(top).toHaveLength(100);
    expect(top[0]).toEqual({ value: uuid(1119), label: 'tag 119', count: 2 });
    expect(top[1]?.label).toBe('tag 000');
    const chosen = count({ ...baseQuery, tagsIds: [uuid(1110)] });
    expect(chosen).toHaveLength(101);
    expect(chosen[100]?.value).toBe(uuid(1110));
  });

  it('counts nothing in an empty catalogue, with the four rating rows still there', () => {
    const snapshot = buildSnapshot([]);
    const selection = selectRows(snapshot, baseQuery, noLists, new Set());
    const facets = countFacetsInMemory(snapshot, selection, baseQuery, new Set());
    expect(selection.total).toBe(0);
    expect(pageInMemory(snapshot, selection, baseQuery, noLists)).toEqual([]);
    expect(facets.get('ratings')?.map((r) => r.count)).toEqual([0, 0, 0, 0]);
    expect(facets.get('statuses')).toEqual([]);
    expect(pickRandomInMemory(snapshot, selection)).toBeNull();
  });
});

describe('catalogue index: pages', () => {
  it('sorts by each order and pages through it', () => {
    expect(answer({ sort: 'createdAt:ASC' }).page).toEqual(tasks(6, 5, 4, 3, 2, 1));
    expect(answer({ sort: 'ratingsAvg:DESC', minRating: 3 }).page).toEqual(tasks(3, 1, 5, 2));
    const lists = { favorite: tasks(4, 1, 6, 2) };
    expect(answer({ sort: 'favorite:ASC', closed: false }, { lists }).page).toEqual(tasks(4, 1, 2));
    // Relevance: rank desc, then newest.
    const matches = { ids: tasks(5, 2, 4, 1), ranks: [1, 2, 1, 0.5] };
    expect(answer({}, { matches, lists: {} }).page).toEqual(tasks(2, 4, 5, 1));
    expect(answer({ sort: 'createdAt:DESC' }, { matches, lists: {} }).page).toEqual(tasks(1, 2, 4, 5));
  });

  it('gives later pages from the right offset, and nothing beyond the end', () => {
    const source = Array.from({ length: 45 }, (_, index) => row(index + 1, { closed: index % 3 === 0 }));
    const snapshot = buildSnapshot(source);
    const pageOf = (page: number, sort?: THomeworkListQuery['sort']) => {
      const query = { page, pageSize: 10, closed: false, sort };
      return pageInMemory(snapshot, selectRows(snapshot, query, noLists, new Set()), query, noLists);
    };
    const open = source.filter((task) => !task.closed).map((task) => task.id);
    expect(open).toHaveLength(30);
    expect(pageOf(2)).toEqual(open.slice(10, 20));
    expect(pageOf(3, 'createdAt:ASC')).toEqual([...open].reverse().slice(20, 30));
    expect(pageOf(3, 'ratingsAvg:DESC')).toEqual(open.slice(20, 30));
    expect(pageOf(4)).toEqual([]);
    expect(pageOf(40, 'ratingsAvg:DESC')).toEqual([]);
  });

  it('draws a random task among the selected ones', () => {
    const snapshot = buildSnapshot();
    const selection = selectRows(snapshot, { ...baseQuery, closed: true }, noLists, new Set());
    expect(pickRandomInMemory(snapshot, selection, () => 0)).toBe(uuid(3));
    expect(pickRandomInMemory(snapshot, selection, () => 0.99)).toBe(uuid(6));
  });
});
