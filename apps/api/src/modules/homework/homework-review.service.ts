import {
  can,
  catalogue,
  subject,
  successMessages,
  type TApprovalDecision,
  type TApprovalStatus,
  type THomeworkStateResponse,
  type THomeworkStatus,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import { createHomeworkAuthoringRepository } from './homework-authoring.repository';
import { assertTransition, type createHomeworkAuthoringService } from './homework-authoring.service';

export const homeworkWorkflowMessages = {
  submitted: 'Przesłano do weryfikacji',
  reviewed: 'Zrecenzowano!',
  published: successMessages.published,
  statusChanged: successMessages.updated,
} as const;

/** Submit for review, review (ADMIN), publish and moderation states: every change goes through nextHomeworkState. */
export function createHomeworkReviewService(
  repository: ReturnType<typeof createHomeworkAuthoringRepository>,
  authoring: Pick<ReturnType<typeof createHomeworkAuthoringService>, 'findVisible'>,
  uow: TUnitOfWork,
  outbox: Pick<TEventOutbox, 'record'>,
) {
  type TCurrent = Awaited<ReturnType<typeof authoring.findVisible>>;
  type TState = { status: THomeworkStatus; adminReviewStatus: TApprovalStatus | null };

  /** Stores a new state; a task that becomes public is announced (homework.published) in the same transaction. */
  const saveState = (viewer: TViewerIn, current: TCurrent, state: TState) =>
    uow.run(async (tx) => {
      await createHomeworkAuthoringRepository(tx).setState(current.id, state);
      if (state.status === 'PUBLIC' && current.status !== 'PUBLIC') {
        const { id: homeworkId, slug, authorId } = current;
        await outbox.record(tx, 'homework.published', { homeworkId, slug, authorId }, { actorId: viewer.id });
      }
    });

  const respond = (
    id: string,
    state: { status: THomeworkStatus; adminReviewStatus: TApprovalStatus | null },
    message: string,
  ): THomeworkStateResponse => ({
    id,
    status: state.status,
    adminReview: state.adminReviewStatus ? { status: state.adminReviewStatus } : null,
    message,
  });

  return {
    async submitForReview(viewer: TViewerIn, id: string) {
      const current = await authoring.findVisible(viewer, id);
      const state = assertTransition(current, { type: 'SUBMIT_FOR_REVIEW' }, viewer, viewer.id === current.authorId);
      await saveState(viewer, current, state);
      return respond(id, state, homeworkWorkflowMessages.submitted);
    },

    /** ADMIN only: APPROVED or REJECTED with a comment, stored with the reviewer and announced (homework.reviewed). */
    async review(viewer: TViewerIn, id: string, input: { status: TApprovalDecision; comment: string }) {
      if (!can(viewer, 'reviewHomework', catalogue)) throw AppError.forbidden();
      const current = await authoring.findVisible(viewer, id);
      const state = assertTransition(
        current,
        { type: 'REVIEW', status: input.status },
        viewer,
        viewer.id === current.authorId,
      );
      await uow.run(async (tx) => {
        const homework = createHomeworkAuthoringRepository(tx);
        await homework.setState(id, state);
        await homework.insertReview({
          homeworkId: id,
          reviewerId: viewer.id,
          status: input.status,
          comment: input.comment,
        });
        await outbox.record(
          tx,
          'homework.reviewed',
          {
            homeworkId: id,
            slug: current.slug,
            authorId: current.authorId,
            reviewerId: viewer.id,
            status: input.status,
            comment: input.comment,
          },
          { actorId: viewer.id },
        );
      });
      return respond(id, state, homeworkWorkflowMessages.reviewed);
    },

    async publish(viewer: TViewerIn, id: string) {
      const current = await authoring.findVisible(viewer, id);
      const state = assertTransition(current, { type: 'PUBLISH' }, viewer, viewer.id === current.authorId);
      await saveState(viewer, current, state);
      return respond(id, state, homeworkWorkflowMessages.published);
    },

    /** ADMIN only: the content-visibility states of section 3 (hidden, copyright review, ...) and back. */
    async setStatus(viewer: TViewerIn, id: string, status: THomeworkStatus) {
      if (!can(viewer, 'reviewHomework', catalogue)) throw AppError.forbidden();
      const current = await authoring.findVisible(viewer, id);
      const state = assertTransition(current, { type: 'SET_STATUS', status }, viewer, viewer.id === current.authorId);
      await saveState(viewer, current, state);
      return respond(id, state, homeworkWorkflowMessages.statusChanged);
    },

    /** The review history of a task, for its author and ADMIN. */
    async listReviews(viewer: TViewerIn, id: string) {
      const current = await authoring.findVisible(viewer, id);
      if (!can(viewer, 'readReviews', subject('homework', current))) throw AppError.forbidden();
      const rows = await repository.listReviews(id);
      return {
        results: rows.map(({ review, reviewer }) => ({
          id: review.id,
          status: review.status as TApprovalDecision,
          comment: review.comment,
          reviewer: reviewer?.id ? reviewer : null,
          createdAt: review.createdAt.toISOString(),
        })),
      };
    },

    async pendingCount(viewer: TViewerIn) {
      if (!can(viewer, 'reviewHomework', catalogue)) throw AppError.forbidden();
      return { count: await repository.countPendingReviews() };
    },
  };
}
