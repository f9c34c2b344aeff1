import { expandRequirementFilter, foldText, type TFacetGroup, type THomeworkListQuery } from '@zadania/shared';
import { type SQL, sql } from 'drizzle-orm';
import { buildContainsPattern } from '../../lib/sql-search';

/** `(a, b, c)` with each value bound as a parameter. */
export const inList = (values: readonly unknown[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export type TConceptGroup = 'domains' | 'definitions' | 'theorems' | 'tags';

/** The query's concept filters: the group, the ids chosen in it, and whether a task must carry them all. */
export const conceptFiltersOf = (
  query: THomeworkListQuery,
): [TConceptGroup, string[] | undefined, boolean | undefined][] => [
  ['domains', query.domainsIds, false],
  ['definitions', query.definitionsIds, query.definitionsExact],
  ['theorems', query.theoremsIds, query.theoremsExact],
  ['tags', query.tagsIds, query.tagsExact],
];

/** `array[…]::uuid[]` with each id bound as a parameter. */
export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

// `concept_ids` and `exam_ids` copy the link tables (kept by triggers) so these tests use a GIN index.
const hasAnyConcept = (ids: string[]) => sql`h.concept_ids && ${uuidArray(ids)}`;
const hasAllConcepts = (ids: string[]) => sql`h.concept_ids @> ${uuidArray([...new Set(ids)])}`;

/** A search word and the words that find it: itself first, then its close dictionary words (typos). */
export type TSearchTerm = { term: string; words: string[] };
export type TSearchTerms = TSearchTerm[];

/** Search words of at least two letters, folded; at most eight, so hostile input stays cheap. */
export const toSearchWords = (search: string | undefined): string[] =>
  [...new Set(foldText(search ?? '').split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 2).slice(0, 8);

/**
 * The LIKE patterns of one term: a word that contains another of the term's words matches only tasks that
 * the shorter one matches already, so it is dropped.
 */
export const distinctPatternWords = (words: string[]) => {
  const unique = [...new Set(words)];
  return unique.filter((word) => !unique.some((other) => other !== word && word.includes(other)));
};

/** A task matches a term when its search text contains the word or one of its close spellings. */
export const matchesTerm = ({ words }: TSearchTerm) =>
  sql`(${sql.join(
    distinctPatternWords(words).map((word) => sql`h.search_text like ${buildContainsPattern(word)}`),
    sql` or `,
  )})`;

/** Relevance of the terms: exact words beat typo matches, words early in the text (the task's own) beat late ones. */
export const buildSearchRank = (terms: TSearchTerms) =>
  terms.length
    ? sql.join(
        terms.map(
          ({ term }) =>
            sql`(case when h.search_text like ${buildContainsPattern(term)} then 1.0 / (1 + strpos(h.search_text, ${term}) / 200.0) + 1 else 0.5 end)`,
        ),
        sql` + `,
      )
    : sql`0`;

/**
 * The tasks a search finds, with their relevance: matched once per request (one statement), then every
 * statement of the request (count, page, facets) joins this list instead of matching the text again.
 */
export type TSearchMatches = {
  ids: string[];
  /** Parallel to `ids` (the word index's a typed array: at 1 000 000 tasks a search can match hundreds of thousands). */
  ranks: readonly number[] | Float64Array;
  /** Every match has the same rank (no term is in any text: typos): relevance orders them as the catalogue does. */
  sameRank?: boolean;
  /**
   * When the word index matched: each match's number in the index (parallel to `ranks`) and the index's
   * numbering, which a task keeps for as long as the index stands. A snapshot of the catalogue maps the numbers
   * to its rows once, instead of finding every id again at every search (at 1 000 000 tasks a search matches tens
   * of thousands).
   */
  numbered?: { docs: Int32Array; numbering: TTaskNumbering };
};

/**
 * Tasks by number in a word index: `key` stands for the numbering (the same while the index stands, tasks put in place
 * later numbered after the others); `count` tasks are numbered when the matches were made.
 */
export type TTaskNumbering = { key: object; count: number; idOf(number: number): string };

/** The matched tasks as rows `m(id, rank)`. */
export const searchMatchRows = (matches: TSearchMatches) =>
  sql`unnest(${sql.param(matches.ids)}::uuid[], ${sql.param(Array.from(matches.ranks))}::float8[]) as m(id, rank)`;

/**
 * The viewer's own lists a request filters by, already checked to be theirs: tasks of `hiddenId` and
 * `solvedId` are left out, only tasks of `favoriteId` are kept. A list that does not exist is absent.
 */
export type TListFilters = { hiddenId?: string; solvedId?: string; favoriteId?: string };

/** Everything besides the query that decides which tasks match. */
export type TFilterContext = { matches?: TSearchMatches; anyStatus: boolean; lists: TListFilters };

/** The task is in the list (one probe of the (favorite_id, homework_id) index per task). */
const inFavoriteList = (favoriteId: string) =>
  sql`exists (select 1 from favorite_homeworks fh where fh.favorite_id = ${favoriteId} and fh.homework_id = h.id)`;

/**
 * The `book` filter (issue 20): the task is attached to a node of the book with this id, or to the node with
 * this id or one below it. Belongs to no facet group, so every group's counts respect it.
 */
const inBookSubtree = (bookOrNodeId: string) =>
  sql`h.book_node_id in (with recursive book_subtree(id) as (select n.id from book_nodes n where n.book_id = ${bookOrNodeId} or n.id = ${bookOrNodeId} union select c.id from book_nodes c join book_subtree s on c.parent_id = s.id) select id from book_subtree)`;

/**
 * Every active filter as SQL over the task alias `h`, tagged with the facet group it narrows,
 * so that each group's counts can leave out its own filter (disjunctive facets).
 */
export function buildFilterConditions(query: THomeworkListQuery, options: TFilterContext) {
  const byGroup = new Map<TFacetGroup, SQL>();
  const always: SQL[] = [];

  if (query.mine && query.authorId) {
    // One's own tasks (the service set authorId to the viewer): every status unless narrowed, and the
    // owner condition is never left out of a facet's counts, so nobody else's tasks are counted.
    always.push(sql`h.author_id = ${query.authorId}`);
    if (query.statuses?.length) byGroup.set('statuses', sql`h.status in ${inList(query.statuses)}`);
  } else {
    // Only who may see every status (ADMIN) gets status counts beyond the public tasks.
    const statuses = sql`h.status in ${inList(query.statuses?.length ? query.statuses : ['PUBLIC'])}`;
    if (options.anyStatus) byGroup.set('statuses', statuses);
    else always.push(statuses);
  }
  if (query.solutionFormats?.length) {
    byGroup.set(
      'solutionFormats',
      sql`h.solution_formats && array[${sql.join(
        query.solutionFormats.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  for (const [group, ids, exact] of conceptFiltersOf(query)) {
    if (ids?.length) byGroup.set(group, exact ? hasAllConcepts(ids) : hasAnyConcept(ids));
  }
  const authors = [...(query.authorsIds ?? []), ...(query.authorId ? [query.authorId] : [])];
  if (authors.length && !query.mine) byGroup.set('authors', sql`h.author_id in ${inList(authors)}`);
  if (query.minRating !== undefined) byGroup.set('ratings', sql`h.ratings_avg >= ${query.minRating}`);
  if (query.exams?.length) {
    byGroup.set('exams', sql`h.exam_ids && ${uuidArray(query.exams)}`);
  }
  if (query.requirements?.length) {
    byGroup.set(
      'requirements',
      sql`h.requirements && ${sql.param(expandRequirementFilter(query.requirements))}::text[]`,
    );
  }
  if (query.levels?.length) byGroup.set('levels', sql`h.level in ${inList(query.levels)}`);
  if (query.subjects?.length) byGroup.set('subjects', sql`h.subject in ${inList(query.subjects)}`);
  if (query.examLevels?.length) {
    byGroup.set(
      'examLevels',
      sql`exists (select 1 from homework_exams he join exams e on e.id = he.exam_id where he.homework_id = h.id and e.level in ${inList(query.examLevels)})`,
    );
  }
  const types = [...(query.typesIds ?? []), ...(query.type ? [query.type] : [])];
  const typeConditions: SQL[] = [];
  if (types.length) {
    typeConditions.push(
      sql`h.type_id in (select t.id from homework_types t where t.id in ${inList(types)} or t.parent_id in ${inList(types)})`,
    );
  }
  if (query.withoutType) typeConditions.push(sql`h.type_id is null`);
  if (typeConditions.length) byGroup.set('types', sql`(${sql.join(typeConditions, sql` or `)})`);

  if (query.book) always.push(inBookSubtree(query.book));
  if (query.closed !== undefined) always.push(sql`h.closed = ${query.closed}`);
  if (query.underReview) always.push(sql`h.admin_review_status = 'PENDING'`);
  if (query.unsolved) {
    always.push(
      sql`(cardinality(h.solution_formats) = 0 and h.solution_latex is null and not exists (select 1 from solution_steps s where s.homework_id = h.id))`,
    );
  }
  if (options.matches) always.push(sql`h.id = any(${sql.param(options.matches.ids)}::uuid[])`);
  // The viewer's lists narrow every facet group too: they belong to none.
  const { hiddenId, solvedId, favoriteId } = options.lists;
  if (favoriteId) always.push(inFavoriteList(favoriteId));
  if (hiddenId) always.push(sql`not ${inFavoriteList(hiddenId)}`);
  if (solvedId) always.push(sql`not ${inFavoriteList(solvedId)}`);

  /** The WHERE clause with every filter, or with every filter but one group's. */
  const where = (except?: TFacetGroup) => {
    const parts = [...always, ...[...byGroup].filter(([group]) => group !== except).map(([, condition]) => condition)];
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  return { where, hasGroup: (group: TFacetGroup) => byGroup.has(group) };
}
