import {
  assignmentMessages as am,
  can,
  subject,
  type TAssignment,
  type TViewerIn,
  type ZAssignmentUpdate,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { conflict, notFound, type TAssignmentsContext, type TItemInput } from '../assignments.context';
import { createAssignmentsRepository, type TNewAssignmentItem } from '../assignments.repository';

type TUpdateInput = z.output<typeof ZAssignmentUpdate>;

const sameItem = (
  a: { kind: string; homeworkId: string | null; generatorId: string | null; examId: string | null },
  b: TItemInput,
) =>
  a.kind === b.kind &&
  (b.kind === 'HOMEWORK'
    ? a.homeworkId === b.homeworkId
    : b.kind === 'GENERATOR'
      ? a.generatorId === b.generatorId
      : b.kind === 'MOCK' && a.examId === b.examId);

/**
 * PUT /assignment/:id: settings, and the item list as a whole, where every position somebody answered keeps its
 * item (409 otherwise): editing after pupils started never loses their answers.
 */
export async function updateAssignment(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  id: string,
  input: TUpdateInput,
): Promise<TAssignment> {
  const { uow, access, resolveItems, teacherView } = ctx;
  const { resource, classRow } = await access(viewer, id);
  if (!can(viewer, 'update', subject('assignment', resource))) {
    if (resource.archived && can(viewer, 'readResults', subject('assignment', resource))) {
      throw conflict(am.archived);
    }
    throw notFound();
  }
  const row = await uow.run(async (tx) => {
    const repo = createAssignmentsRepository(tx);
    const locked = (await repo.lock(id))!;
    const startsAt = input.startsAt ? new Date(input.startsAt) : locked.startsAt;
    const dueAt = input.dueAt ? new Date(input.dueAt) : locked.dueAt;
    if (dueAt <= startsAt) throw AppError.badRequest(am.dueBeforeStart);
    if (input.items) {
      const old = await repo.itemsOf([id]);
      const answered = await repo.answeredPositions(id);
      for (const position of answered) {
        const before = old.find((item) => item.position === position);
        const after = input.items[position - 1];
        if (!before || !after || !sameItem(before, after)) throw conflict(am.answeredItemsStay);
      }
      // An item kept at its position keeps what it was set with (its title and requirements as then).
      const kept = input.items.map((item, index) => {
        const before = old.find((entry) => entry.position === index + 1);
        return before && sameItem(before, item) ? before : null;
      });
      const fresh = await resolveItems(
        input.items.filter((_, index) => !kept[index]),
        repo,
      );
      let next = 0;
      const items: TNewAssignmentItem[] = input.items.map((_, index) => {
        const before = kept[index];
        if (!before) return { ...fresh[next++]!, position: index + 1 };
        const { assignmentId: _id, ...item } = before;
        return item;
      });
      await repo.replaceItems(id, items);
    }
    return repo.update(id, {
      ...(input.title !== undefined && { title: input.title }),
      startsAt,
      dueAt,
      ...(input.attempts !== undefined && { attempts: input.attempts }),
      ...(input.late !== undefined && { late: input.late }),
      ...(input.solutionsAfterDue !== undefined && { solutionsAfterDue: input.solutionsAfterDue }),
    });
  });
  return teacherView(viewer, row, classRow.name, resource);
}
