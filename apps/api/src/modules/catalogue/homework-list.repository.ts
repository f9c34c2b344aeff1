import type { TFacetGroup, THomeworkListQuery, THomeworkSort } from '@zadania/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { buildContainsPattern } from '../../lib/sql-search';
import type { TExamRow } from '../exams/exams.repository';
import {
  buildFilterConditions,
  buildSearchRank,
  inList,
  matchesTerm,
  searchMatchRows,
  type TFilterContext,
  type TSearchMatches,
  type TSearchTerms,
} from './homework-filters';

export type THomeworkListRow = {
  id: string;
  slug: string;
  status: string;
  admin_review_status: string | null;
  author_id: string | null;
  author_username: string | null;
  author_display_name: string | null;
  title: string | null;
  description: string;
  closed: boolean;
  level: string;
  subject: string;
  type_id: string | null;
  type_name: string | null;
  type_slug: string | null;
  ratings_avg: string | number;
  ratings_count: number;
  solution_formats: string[];
  created_at: string | Date;
};

export type TFacetRow = { value: string | null; label: string | null; count: number };

/** One of the viewer's lists a request filters by, with a digest of its entries and their order. */
export type TFilterListRow = { id: string; user_id: string; kind: 'CUSTOM' | 'HIDDEN' | 'SOLVED'; digest: string };

const orderBy: Record<THomeworkSort | 'relevance', SQL> = {
  'createdAt:DESC': sql`h.created_at desc, h.id desc`,
  'createdAt:ASC': sql`h.created_at asc, h.id asc`,
  'ratingsAvg:DESC': sql`h.ratings_avg desc, h.ratings_count desc, h.created_at desc, h.id desc`,
  relevance: sql`rank desc, h.created_at desc, h.id desc`,
  // `fo` is the list's entry of the task, joined only for this sort.
  'favorite:ASC': sql`fo.position asc, fo.created_at asc, h.id asc`,
};

const conceptTypeOfGroup = { domains: 'DOMAIN', definitions: 'DEFINITION', theorems: 'THEOREM', tags: 'TAG' } as const;

export function createHomeworkListRepository(db: TDb) {
  return {
    /**
     * Each search word with its LIKE patterns: the word itself and, for words of four letters or
     * more, up to five close words of the dictionary of about its length (typos: a letter missing,
     * doubled, swapped or wrong), found through its trigram index.
     */
    async expandSearchWords(words: string[]): Promise<TSearchTerms> {
      return Promise.all(
        words.map(async (term) => {
          const close =
            term.length >= 4
              ? rowsOf<{ word: string }>(
                  await db.execute(sql`
                    select word from search_words
                    where word % ${term} and similarity(word, ${term}) >= 0.35 and abs(length(word) - ${term.length}) <= 2
                      and word not like ${buildContainsPattern(term)}
                    order by similarity(word, ${term}) desc, word limit 5`),
                ).map((row) => row.word)
              : [];
          return { term, words: [term, ...close] };
        }),
      );
    },

    /**
     * The lists a request filters by: the viewer's built-in lists of the given kinds and the list
     * `favoriteId` (whoever owns it; the service checks). The digest moves with any entry added, removed
     * or moved, so results reused across requests are keyed by it.
     */
    async findFilterLists(viewerId: string, kinds: ('HIDDEN' | 'SOLVED')[], favoriteId: string | undefined) {
      const conditions = [
        ...(kinds.length ? [sql`(f.user_id = ${viewerId} and f.kind in ${inList(kinds)})`] : []),
        ...(favoriteId ? [sql`f.id = ${favoriteId}`] : []),
      ];
      if (!conditions.length) return [];
      const result = await db.execute(sql`
        select f.id, f.user_id, f.kind::text as kind,
               count(fh.id)::text || ':' || coalesce(sum(hashtextextended(
                 fh.homework_id::text || ':' || fh.position || ':' || fh.created_at::text, 0)), 0)::text as digest
        from favorites f left join favorite_homeworks fh on fh.favorite_id = f.id
        where ${sql.join(conditions, sql` or `)}
        group by f.id`);
      return rowsOf<TFilterListRow>(result);
    },

    /**
     * Every task the search terms find (each term matched by one of its words), with its relevance: public
     * tasks only unless `anyStatus` (an ADMIN, or one's own tasks, narrowed further by the other filters).
     */
    async findSearchMatches(terms: TSearchTerms, anyStatus: boolean): Promise<TSearchMatches> {
      const status = anyStatus ? sql`` : sql`h.status = 'PUBLIC' and `;
      const result = await db.execute(sql`
        select h.id, (${buildSearchRank(terms)})::float8 as rank from homeworks h
        where ${status}${sql.join(terms.map(matchesTerm), sql` and `)}`);
      const rows = rowsOf<{ id: string; rank: number }>(result);
      return { ids: rows.map((row) => row.id), ranks: rows.map((row) => Number(row.rank)) };
    },

    /** Number of tasks matching the filters. */
    async countMatching(query: THomeworkListQuery, context: TFilterContext) {
      const { where } = buildFilterConditions(query, context);
      const result = await db.execute(sql`select count(*)::int as count from homeworks h where ${where()}`);
      return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
    },

    /** One page of tasks, filtered and sorted (`favorite:ASC` needs `context.lists.favoriteId`). */
    async listPage(query: THomeworkListQuery, context: TFilterContext) {
      const { where } = buildFilterConditions(query, context);
      const { matches, lists } = context;
      const wanted = query.sort ?? (matches ? 'relevance' : 'createdAt:DESC');
      const byList = wanted === 'favorite:ASC' && lists.favoriteId;
      const sort = wanted === 'favorite:ASC' && !byList ? 'createdAt:DESC' : wanted;
      const listOrder = byList
        ? sql`join favorite_homeworks fo on fo.favorite_id = ${lists.favoriteId} and fo.homework_id = h.id`
        : sql``;
      const searched = matches ? sql`join ${searchMatchRows(matches)} on m.id = h.id` : sql``;
      const page = await db.execute(sql`
          select h.id, h.slug, h.status, h.admin_review_status, h.author_id, u.username as author_username,
                 u.display_name as author_display_name, h.title, h.description, h.closed, h.level, h.subject, h.type_id,
                 t.name as type_name, t.slug as type_slug, h.ratings_avg, h.ratings_count, h.solution_formats,
                 h.created_at, ${matches ? sql`m.rank` : sql`0`} as rank
          from homeworks h
          left join users u on u.id = h.author_id
          left join homework_types t on t.id = h.type_id
          ${listOrder}
          ${searched}
          where ${where()}
          order by ${orderBy[sort]}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
      return rowsOf<THomeworkListRow>(page);
    },

    /** The slug of one task, drawn at random among those matching the filters. */
    async pickRandomSlug(query: THomeworkListQuery, context: TFilterContext) {
      const { where } = buildFilterConditions(query, context);
      const result = await db.execute(sql`select h.slug from homeworks h where ${where()} order by random() limit 1`);
      return rowsOf<{ slug: string }>(result)[0]?.slug ?? null;
    },

    /** Concepts of the given tasks, for their cards. */
    async findConceptsOf(homeworkIds: string[]) {
      if (!homeworkIds.length) return [];
      const result = await db.execute(sql`
        select hc.homework_id, c.id, c.slug, c.name, c.type
        from homework_concepts hc join math_concepts c on c.id = hc.concept_id
        where hc.homework_id in ${inList(homeworkIds)}
        order by c.name`);
      return rowsOf<{ homework_id: string; id: string; slug: string; name: string; type: string }>(result);
    },

    /** The card rows of the given tasks, in no order, whatever their status (cards of a list: GET /favorite/{id}). */
    async findCardRows(ids: string[]) {
      if (!ids.length) return [];
      const result = await db.execute(sql`
        select h.id, h.slug, h.status, h.admin_review_status, h.author_id, u.username as author_username,
               u.display_name as author_display_name, h.title, h.description, h.closed, h.level, h.subject, h.type_id,
               t.name as type_name, t.slug as type_slug, h.ratings_avg, h.ratings_count, h.solution_formats,
               h.created_at
        from homeworks h
        left join users u on u.id = h.author_id
        left join homework_types t on t.id = h.type_id
        where h.id in ${inList(ids)}`);
      return rowsOf<THomeworkListRow>(result);
    },

    /**
     * Counts per option of every facet group. Each group applies every filter but its own, so a
     * count says what choosing the option would give; an "exact" group with a selection keeps its
     * own filter, since there choosing one more option narrows the results.
     */
    async countFacets(query: THomeworkListQuery, context: TFilterContext, exactGroups: Set<TFacetGroup>) {
      const { where, hasGroup } = buildFilterConditions(query, context);
      const whereFor = (group: TFacetGroup) => where(exactGroups.has(group) && hasGroup(group) ? undefined : group);
      const facet = async (group: TFacetGroup, statement: SQL) =>
        [group, rowsOf<TFacetRow>(await db.execute(statement))] as const;

      // Concept groups whose counts use the same WHERE (no filter of their own, the usual case)
      // are counted in one pass over the task–concept links, the top 100 of each type kept.
      const conceptGroups = Object.keys(conceptTypeOfGroup) as (keyof typeof conceptTypeOfGroup)[];
      // Chosen options stay listed even when they fall out of the top 100.
      const selectedConcepts: Partial<Record<keyof typeof conceptTypeOfGroup, string[]>> = {
        domains: query.domainsIds,
        definitions: query.definitionsIds,
        theorems: query.theoremsIds,
        tags: query.tagsIds,
      };
      const ownWhere = conceptGroups.filter((group) => hasGroup(group) && !exactGroups.has(group));
      const sharedWhere = conceptGroups.filter((group) => !ownWhere.includes(group));
      const countConcepts = async (groups: (keyof typeof conceptTypeOfGroup)[], condition: SQL) => {
        const selected = groups.flatMap((group) => selectedConcepts[group] ?? []);
        const rows = rowsOf<TFacetRow & { type: string }>(
          await db.execute(sql`
            select type, value, label, count from (
              select c.type::text as type, c.id as value, c.name as label, counted.count,
                     row_number() over (partition by c.type order by counted.count desc, c.name) as rank
              from (select concept_id, count(*)::int as count
                    from homeworks h cross join unnest(h.concept_ids) as concept_id
                    where ${condition} group by concept_id) counted
              join math_concepts c on c.id = counted.concept_id
              where c.type in ${inList(groups.map((group) => conceptTypeOfGroup[group]))}
            ) ranked where rank <= 100${selected.length ? sql` or value in ${inList(selected)}` : sql``}
            order by count desc, label`),
        );
        return groups.map(
          (group) =>
            [
              group,
              rows.filter((row) => row.type === conceptTypeOfGroup[group]).map(({ type, ...row }) => row),
            ] as const,
        );
      };
      const conceptFacets = Promise.all([
        sharedWhere.length ? countConcepts(sharedWhere, where()) : [],
        ...ownWhere.map((group) => countConcepts([group], where(group))),
      ]).then((lists) => lists.flat());

      const [results, conceptResults] = await Promise.all([
        Promise.all([
          facet(
            'solutionFormats',
            sql`select f as value, null as label, count(*)::int as count
              from homeworks h cross join unnest(h.solution_formats) as f
              where ${whereFor('solutionFormats')} group by f order by f`,
          ),
          facet(
            'authors',
            sql`select u.id as value, u.display_name as label, count(*)::int as count
              from homeworks h join users u on u.id = h.author_id
              where ${whereFor('authors')} group by u.id, u.display_name order by count desc, u.display_name limit 100`,
          ),
          facet(
            'ratings',
            sql`select r.min::text as value, null as label, (array[c4, c3, c2, c1])[5 - r.min]::int as count
              from (select count(*) filter (where h.ratings_avg >= 4) as c4, count(*) filter (where h.ratings_avg >= 3) as c3,
                           count(*) filter (where h.ratings_avg >= 2) as c2, count(*) filter (where h.ratings_avg >= 1) as c1
                    from homeworks h where ${whereFor('ratings')}) counts
              cross join (values (4), (3), (2), (1)) as r(min) order by r.min desc`,
          ),
          facet(
            'exams',
            sql`select exam_id as value, null as label, count(*)::int as count
              from homeworks h cross join unnest(h.exam_ids) as exam_id
              where ${whereFor('exams')} group by exam_id order by count desc, exam_id limit 100`,
          ),
          facet(
            'requirements',
            sql`select key as value, null as label, count(*)::int as count
              from homeworks h cross join unnest(h.requirements) as key
              where ${whereFor('requirements')} group by key order by count desc, key collate "C" limit 100`,
          ),
          facet(
            'levels',
            sql`select h.level::text as value, null as label, count(*)::int as count
              from homeworks h where ${whereFor('levels')} group by h.level order by h.level`,
          ),
          facet(
            'subjects',
            sql`select h.subject::text as value, null as label, count(*)::int as count
              from homeworks h where ${whereFor('subjects')} group by h.subject order by h.subject`,
          ),
          facet(
            'statuses',
            sql`select h.status::text as value, null as label, count(*)::int as count
              from homeworks h where ${whereFor('statuses')} group by h.status order by h.status`,
          ),
          facet(
            'types',
            sql`select t.id as value, t.name as label, count(*)::int as count
              from homeworks h join homework_types t on t.id = h.type_id
              where ${whereFor('types')} group by t.id, t.name order by count desc, t.name limit 100`,
          ),
          facet(
            'examLevels',
            sql`select e.level::text as value, null as label, count(distinct h.id)::int as count
              from homeworks h cross join unnest(h.exam_ids) as exam_id join exams e on e.id = exam_id
              where e.level is not null and ${whereFor('examLevels')} group by e.level order by e.level`,
          ),
        ]),
        conceptFacets,
      ]);
      return new Map<TFacetGroup, TFacetRow[]>([...results, ...conceptResults]);
    },

    async findExams(ids: string[]) {
      if (!ids.length) return [];
      const result = await db.execute(
        sql`select id, slug, type, to_char(date, 'YYYY-MM-DD') as date, level, variant, details from exams where id in ${inList(ids)}`,
      );
      return rowsOf<Omit<TExamRow, 'status' | 'tasks_count' | 'points_total'>>(result);
    },
  };
}
