import {
  groupNodeTypes,
  type TCourse,
  type TCourseCard,
  type TCourseNode,
  type TPolicies,
  type TViewer,
} from '@zadania/shared';
import { presentPerson } from '../users/person.presenter';
import type { TCourseNodeRow, TCourseRow, TCoursesRepository } from './courses.repository';

/** What a repository read answers, e.g. `TRowsOf<'people'>`. */
type TRowsOf<K extends keyof TCoursesRepository> = TCoursesRepository[K] extends (...args: never[]) => infer R
  ? Awaited<R>
  : never;

export const isGroup = (node: Pick<TCourseNodeRow, 'type'>) => groupNodeTypes.includes(node.type);

/** The nodes in reading order: each parent, then its children by position (depth first). */
export function inReadingOrder(nodes: TCourseNodeRow[]) {
  const ordered: TCourseNodeRow[] = [];
  const visit = (parentId: string | null) => {
    for (const node of nodes
      .filter((candidate) => candidate.parentId === parentId)
      .sort((a, b) => a.position - b.position)) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

/** A course's card, given the people among whom its author is and the node counts of the courses. */
export function presentCard(row: TCourseRow, people: TRowsOf<'people'>, counts: TRowsOf<'nodeCounts'>): TCourseCard {
  const author = people.find((person) => person.id === row.authorId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subject: row.subject,
    level: row.level,
    priceGross: row.priceGross,
    status: row.status,
    author: author ? presentPerson(author) : null,
    rating: row.rating,
    ratingCount: row.ratingCount,
    coverFileId: row.coverFileId,
    nodeCount: counts.find((item) => item.courseId === row.id)?.count ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole course for its viewer: its nodes in reading order, content locked without access, and progress. */
export function presentCourse(course: {
  row: TCourseRow;
  card: TCourseCard;
  nodes: TCourseNodeRow[];
  progress: TRowsOf<'progressOf'>;
  attachmentFiles: TRowsOf<'attachmentFiles'>;
  enrollment: TRowsOf<'findEnrollment'>;
  policies: TPolicies<'course'>;
}): TCourse {
  const { row, card, nodes, progress, attachmentFiles, enrollment, policies } = course;
  const content = nodes.filter((node) => !isGroup(node));
  const done = content.filter((node) => progress.some((item) => item.nodeId === node.id && item.done)).length;
  const attachmentsOf = (node: TCourseNodeRow) =>
    node.attachmentIds.flatMap((id) => {
      const file = attachmentFiles.find((item) => item.id === id);
      return file ? [{ id: file.id, name: file.name, size: file.size, mimeType: file.mimeType }] : [];
    });
  return {
    ...card,
    description: row.description,
    reviewComment: policies.update || policies.review ? row.reviewComment : '',
    nodes: nodes.map((node): TCourseNode => {
      const locked = !isGroup(node) && !policies.access && !node.freePreview;
      const mine = progress.find((item) => item.nodeId === node.id);
      return {
        id: node.id,
        parentId: node.parentId,
        position: node.position,
        type: node.type,
        title: node.title,
        freePreview: node.freePreview,
        locked,
        content: locked ? null : node.content,
        fileId: locked ? null : node.fileId,
        homeworkId: locked ? null : node.homeworkId,
        homeworkIds: locked ? [] : node.homeworkIds,
        examId: locked ? null : node.examId,
        homeworkTypeId: locked ? null : node.homeworkTypeId,
        attachments: locked || isGroup(node) ? [] : attachmentsOf(node),
        done: mine?.done ?? false,
        quizScore:
          mine?.quizCorrect != null && mine.quizTotal != null
            ? { correct: mine.quizCorrect, total: mine.quizTotal }
            : null,
      };
    }),
    enrolled: !!enrollment,
    myRating: enrollment?.rating ?? null,
    progress: {
      done,
      total: content.length,
      percent: content.length ? Math.floor((done * 100) / content.length) : 0,
      lastNodeId: enrollment?.lastNodeId ?? null,
    },
    policies,
  };
}

/** The cards of courses, with their authors and node counts read through the repository. */
export async function presentCards(repository: TCoursesRepository, rows: TCourseRow[]): Promise<TCourseCard[]> {
  const [people, counts] = await Promise.all([
    repository.people([...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]),
    repository.nodeCounts(rows.map((row) => row.id)),
  ]);
  return rows.map((row) => presentCard(row, people, counts));
}

/** The whole course for its viewer, given their enrollment and policies; the rest is read through the repository. */
export async function presentCourseFor(
  repository: TCoursesRepository,
  viewer: TViewer,
  row: TCourseRow,
  access: { enrollment: TRowsOf<'findEnrollment'>; policies: TPolicies<'course'> },
): Promise<TCourse> {
  const { enrollment, policies } = access;
  const nodes = inReadingOrder(await repository.nodesOf(row.id));
  const progress = viewer ? await repository.progressOf(row.id, viewer.id) : [];
  const [card] = await presentCards(repository, [row]);
  const attachmentFiles = await repository.attachmentFiles([
    ...new Set(nodes.flatMap((node) => (isGroup(node) ? [] : node.attachmentIds))),
  ]);
  return presentCourse({ row, card: card as TCourseCard, nodes, progress, attachmentFiles, enrollment, policies });
}
