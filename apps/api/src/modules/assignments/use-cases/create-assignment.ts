import {
  assignmentMessages as am,
  readableTitle,
  type TAssignment,
  type TViewerIn,
  type ZAssignmentCreate,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { conflict, type TAssignmentsContext, warsawDate } from '../assignments.context';
import { createAssignmentsRepository } from '../assignments.repository';

type TCreateInput = z.output<typeof ZAssignmentCreate>;

/** POST /class/:id/assignment: set for the chosen pupils (or every active pupil now); each is notified. */
export async function createAssignment(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  classId: string,
  input: TCreateInput,
): Promise<TAssignment> {
  const { uow, repository, now, taughtClass, resolveItems, teacherView } = ctx;
  const { row: classRow, teacherIds } = await taughtClass(viewer, classId, { write: true });
  const items = await resolveItems(input.items);
  let pupilIds: string[];
  if (input.pupilIds) {
    const wanted = [...new Set(input.pupilIds)];
    pupilIds = await repository.activeMembers(classId, wanted);
    if (pupilIds.length !== wanted.length) throw AppError.badRequest(am.pupilNotInClass);
  } else {
    pupilIds = await repository.activeMembers(classId, null);
    if (pupilIds.length === 0) throw conflict(am.noPupils);
  }
  const startsAt = input.startsAt ? new Date(input.startsAt) : now();
  const dueAt = new Date(input.dueAt);
  if (dueAt <= startsAt) throw AppError.badRequest(am.dueBeforeStart);
  const row = await uow.run(async (tx) => {
    const repo = createAssignmentsRepository(tx);
    const inserted = await repo.insert({
      classId,
      createdBy: viewer.id,
      title: input.title,
      startsAt,
      dueAt,
      attempts: input.attempts,
      late: input.late,
      solutionsAfterDue: input.solutionsAfterDue,
      weight: input.weight,
      category: input.category,
    });
    await repo.replaceItems(inserted.id, items);
    await repo.insertPupils(inserted.id, pupilIds);
    await ctx.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'ASSIGNMENT_EVENT',
        recipientIds: pupilIds,
        text: `Nowe zadanie domowe w klasie ${classRow.name}: „${readableTitle(input.title)}”. Termin: ${warsawDate.format(dueAt)}.`,
        href: `/assignments/${inserted.id}`,
        data: { assignmentId: inserted.id, classId },
      },
      { actorId: viewer.id },
    );
    return inserted;
  });
  return teacherView(viewer, row, classRow.name, {
    teacherIds,
    archived: false,
    setForViewer: false,
    assignmentArchived: false,
  });
}
