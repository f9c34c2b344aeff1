import type { TApprovalStatus, THomeworkCard } from '@zadania/shared';
import { htmlToReadableText } from '../../lib/html';
import type { createHomeworkListRepository, THomeworkListRow } from './homework-list.repository';
import { buildHighlight } from './search-highlight';

type THomeworkListRepository = ReturnType<typeof createHomeworkListRepository>;
export type TCardConcept = THomeworkCard['domains'][number];

/** A task as a catalogue card; `terms` are the search words to highlight. */
export const toCard = (
  row: THomeworkListRow,
  concepts: Map<string, TCardConcept[]>,
  terms: string[],
): THomeworkCard => {
  const own = concepts.get(row.id) ?? [];
  const ofType = (type: string) => own.filter((concept) => concept.type === type);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status as THomeworkCard['status'],
    adminReview: row.admin_review_status ? { status: row.admin_review_status as TApprovalStatus } : null,
    author:
      row.author_id && row.author_username
        ? {
            id: row.author_id,
            username: row.author_username,
            displayName: row.author_display_name ?? row.author_username,
          }
        : null,
    title: row.title,
    description: row.description,
    highlight: terms.length ? buildHighlight(htmlToReadableText(row.description), terms) : null,
    closed: row.closed,
    level: row.level as THomeworkCard['level'],
    subject: row.subject as THomeworkCard['subject'],
    type:
      row.type_id && row.type_name && row.type_slug
        ? { id: row.type_id, name: row.type_name, slug: row.type_slug }
        : null,
    ratingsAvg: Number(row.ratings_avg),
    ratingsCount: row.ratings_count,
    solutionFormats: row.solution_formats.map((name) => ({ name: name as 'LATEX' | 'IMAGE' | 'VIDEO' })),
    domains: ofType('DOMAIN'),
    theorems: ofType('THEOREM'),
    definitions: ofType('DEFINITION'),
    tags: ofType('TAG'),
    createdAt: new Date(row.created_at).toISOString(),
  };
};

/** Concept rows of tasks, grouped by task. */
export const groupConceptsByHomework = (rows: Awaited<ReturnType<THomeworkListRepository['findConceptsOf']>>) => {
  const concepts = new Map<string, TCardConcept[]>();
  for (const { homework_id, ...concept } of rows) {
    const list = concepts.get(homework_id) ?? [];
    list.push(concept as TCardConcept);
    concepts.set(homework_id, list);
  }
  return concepts;
};

/**
 * The catalogue cards of the given tasks, in the order of `ids` (tasks that no longer exist left out), built as
 * GET /homework builds its cards. Whether the viewer may see them is the caller's to check.
 */
export async function buildHomeworkCards(
  repository: Pick<THomeworkListRepository, 'findCardRows' | 'findConceptsOf'>,
  ids: string[],
): Promise<THomeworkCard[]> {
  if (!ids.length) return [];
  const [rows, conceptRows] = await Promise.all([repository.findCardRows(ids), repository.findConceptsOf(ids)]);
  const concepts = groupConceptsByHomework(conceptRows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, concepts, [])] : [];
  });
}
