import {
  can,
  formatExamTitle,
  policiesFor,
  subject,
  type THomework,
  type TSolution,
  type TSolutionFormat,
  type TUploadedFile,
  type TViewer,
  toRequirementRefs,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { createTtlCache } from '../../lib/ttl-cache';
import type { TCatalogueFeed } from '../catalogue/catalogue-index/catalogue-feed';
import type { TContactsService } from '../contacts/contacts.service';
import type { createHomeworkRepository } from './homework.repository';
import { isProofTask } from './proof-tasks';
import { decideSolutionAccess, needsUnlocks, seesEverything, type TTokenPrices } from './solution-access';

export const homeworkNotFound = 'Nie znaleziono zadania.';

/** A task as everybody sees it; `policies` are the viewer's own and added per request. */
type TSharedHomework = Omit<THomework, 'policies' | 'difficulty'>;

/** Resolves solution media ids to files (in order, missing ones left out). */
export type TSolutionFileReader = { findPublicFiles: (ids: readonly string[]) => Promise<TUploadedFile[]> };

/** What the viewer may do with the task (docs/product-spec.md sections 4 and 6), sent as its `policies`. */
export const homeworkPoliciesFor = (
  viewer: TViewer,
  homework: Pick<THomework, 'status' | 'adminReview'> & { author: { id: string } | null },
  authorContactable = false,
) =>
  policiesFor(viewer, 'homework', {
    authorId: homework.author?.id ?? null,
    status: homework.status,
    adminReviewStatus: homework.adminReview?.status ?? null,
    authorContactable,
  });

/**
 * The task with its author and type if the viewer may see it, as the task page decides; a task the viewer
 * may not see does not exist for them (404).
 */
export async function findVisibleHomework(
  repository: Pick<ReturnType<typeof createHomeworkRepository>, 'findByIdOrSlug'>,
  viewer: TViewer,
  idOrSlug: string,
) {
  const row = await repository.findByIdOrSlug(idOrSlug);
  if (!row || !can(viewer, 'read', subject('homework', row.homework))) throw AppError.notFound(homeworkNotFound);
  return row;
}

export function createHomeworkService(
  repository: ReturnType<typeof createHomeworkRepository>,
  files: TSolutionFileReader,
  /** What the token spends cost (the solution's `access` shows the prices). */
  tokenPrices: TTokenPrices,
  /** The catalogue's change feed: reused task pages are keyed by its revision. */
  feed: Pick<TCatalogueFeed, 'sync'>,
  /** The task's difficulty learned from attempts (issue 36): read apart from the reused page, as it moves with every first attempt. */
  difficultyOf: (homeworkId: string) => Promise<THomework['difficulty']>,
  /** The contact rule: whether the viewer may start a conversation with the task's author (its chat button). */
  contacts: Pick<TContactsService, 'mayContact'>,
) {
  const findVisible = (viewer: TViewer, idOrSlug: string) => findVisibleHomework(repository, viewer, idOrSlug);

  const buildHomework = async ({
    homework,
    author,
    type,
  }: NonNullable<Awaited<ReturnType<typeof repository.findByIdOrSlug>>>): Promise<TSharedHomework> => {
    const { answers, concepts, examRefs } = await repository.findRelations(homework.id);
    const ofType = (conceptType: string) => concepts.filter((concept) => concept.type === conceptType);
    return {
      id: homework.id,
      slug: homework.slug,
      status: homework.status,
      adminReview: homework.adminReviewStatus ? { status: homework.adminReviewStatus } : null,
      author,
      subject: homework.subject,
      level: homework.level,
      title: homework.title,
      description: homework.description,
      descriptionSvg: homework.descriptionSvg,
      closed: homework.closed,
      answers,
      answer: homework.answer,
      answerHeldBack: homework.paidSolution,
      // A proof gets no field to fill, whatever its key (issue 57, docs/learning.md).
      answerCheck:
        homework.answerKey && !isProofTask({ ...homework, conceptSlugs: concepts.map((concept) => concept.slug) })
          ? { kind: homework.answerKey.kind }
          : null,
      // Withheld by `get` from those who may not edit the task.
      answerKey: homework.answerKey ?? null,
      typeId: homework.typeId,
      type,
      domainsIds: ofType('DOMAIN').map((c) => c.id),
      theoremsIds: ofType('THEOREM').map((c) => c.id),
      definitionsIds: ofType('DEFINITION').map((c) => c.id),
      tagsIds: ofType('TAG').map((c) => c.id),
      domains: ofType('DOMAIN'),
      theorems: ofType('THEOREM'),
      definitions: ofType('DEFINITION'),
      tags: ofType('TAG'),
      ratingsAvg: homework.ratingsAvg,
      ratingsCount: homework.ratingsCount,
      solutionFormats: homework.solutionFormats.map((name) => ({ name: name as TSolutionFormat })),
      homeworkExams: examRefs.map(({ id, points, answers: examAnswers, exam }) => ({
        id,
        points,
        answers: examAnswers,
        exam: { id: exam.id, slug: exam.slug, name: formatExamTitle(exam), type: exam.type, level: exam.level },
      })),
      requirements: toRequirementRefs(homework.requirements),
      homeworksBookNode: homework.bookNodeId ? await repository.findHomeworksBookNode(homework.bookNodeId) : null,
      createdAt: homework.createdAt.toISOString(),
    };
  };

  /**
   * A paid solution's task keeps its answer (the open answer, which closed answer is right) with the paid part:
   * only its author, ADMIN and readers who unlocked the solution see it. `answerHeldBack` on a built task says
   * the solution is paid.
   */
  const answerHeldBackFrom = async (viewer: TViewer, homework: TSharedHomework) => {
    if (!homework.answerHeldBack) return false;
    const task = { authorId: homework.author?.id ?? null };
    if (seesEverything(viewer, task)) return false;
    if (!viewer) return true;
    return !(await repository.findUnlockTypes(viewer.id, homework.id)).includes('PAID_SOLUTION');
  };

  const withAnswerHeldBack = (homework: THomework): THomework => ({
    ...homework,
    answer: null,
    answerHeldBack: true,
    answers: homework.answers.map((answer) => ({ ...answer, correct: false })),
    homeworkExams: homework.homeworkExams.map((ref) => ({
      ...ref,
      answers: ref.answers?.map((answer) => ({ ...answer, correct: false })),
    })),
  });

  // Public tasks are the same for everybody and the most read pages: they are reused for 30 s, or
  // until the catalogue's change feed reads a change.
  const publicTasks = createTtlCache<TSharedHomework | null>({ ttlMs: 30_000, maxEntries: 5000 });

  return {
    async get(viewer: TViewer, idOrSlug: string): Promise<THomework> {
      const { revision } = await feed.sync();
      const publicTask = await publicTasks.get(`${revision}:${idOrSlug}`, async () => {
        const row = await repository.findByIdOrSlug(idOrSlug);
        return row?.homework.status === 'PUBLIC' ? buildHomework(row) : null;
      });
      const homework = publicTask ?? (await buildHomework(await findVisible(viewer, idOrSlug)));
      const authorId = homework.author?.id;
      const [difficulty, heldBack, authorContactable] = await Promise.all([
        difficultyOf(homework.id),
        answerHeldBackFrom(viewer, homework),
        !!viewer && !!authorId && viewer.id !== authorId && contacts.mayContact(viewer, authorId),
      ]);
      const policies = homeworkPoliciesFor(viewer, homework, authorContactable);
      const shown = { ...homework, answerKey: policies.update ? homework.answerKey : null, difficulty, policies };
      return heldBack ? withAnswerHeldBack(shown) : { ...shown, answerHeldBack: false };
    },

    /**
     * The solution as the viewer may see it: a paid solution the viewer has not unlocked keeps only its first
     * step (no worked solution, images, video or files); `access` says what is held back and what it costs.
     */
    async getSolution(viewer: TViewer, idOrSlug: string): Promise<TSolution> {
      const { homework, author } = await findVisible(viewer, idOrSlug);
      const task = {
        authorId: homework.authorId,
        authorExists: author !== null,
        paidSolution: homework.paidSolution,
        hint: homework.hint,
      };
      const video = homework.solutionVideoId ? [homework.solutionVideoId] : [];
      const readMedia = () =>
        files.findPublicFiles([...homework.solutionImageIds, ...video, ...homework.solutionFileIds]);
      // A free solution, or the author's or ADMIN's view, needs no unlock: its media are read at once.
      const [steps, unlocks, mediaRead] = await Promise.all([
        repository.findSteps(homework.id),
        needsUnlocks(viewer, task) ? repository.findUnlockTypes(viewer!.id, homework.id) : [],
        !task.paidSolution || seesEverything(viewer, task) ? readMedia() : null,
      ]);
      const { access, solutionVisible } = decideSolutionAccess({
        viewer,
        task,
        unlocks: new Set(unlocks),
        stepCount: steps.length,
        prices: tokenPrices,
      });
      if (!solutionVisible) {
        return {
          latex: null,
          images: [],
          video: null,
          files: [],
          steps: steps.slice(0, 1),
          imageFiles: [],
          videoFile: null,
          attachmentFiles: [],
          access,
        };
      }
      const media = mediaRead ?? (await readMedia());
      const byId = new Map(media.map((file) => [file.id, file]));
      const resolve = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
      return {
        latex: homework.solutionLatex,
        images: homework.solutionImageIds,
        video: homework.solutionVideoId,
        files: homework.solutionFileIds,
        steps,
        imageFiles: resolve(homework.solutionImageIds),
        videoFile: resolve(video)[0] ?? null,
        attachmentFiles: resolve(homework.solutionFileIds),
        access,
      };
    },
  };
}
