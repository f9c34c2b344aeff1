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

/** The fields of an update other than `archived`: what an archived assignment refuses. */
const editsOf = ({ archived: _archived, ...edits }: TUpdateInput) =>
  Object.values(edits).some((value) => value !== undefined);

/**
 * PUT /assignment/:id: settings, weights, and the item list as a whole, where every position somebody answered keeps
 * its item (409 otherwise): editing after pupils started never loses their answers. An item kept at its position
 * keeps what it was set with but takes the weight now sent. `archived` archives or restores it; an archived
 * assignment refuses every other edit (409) until restored (restoring and editing in one request is allowed).
 */
export async function updateAssignment(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  id: string,
  input: TUpdateInput,
): Promise<TAssignment> {
  const { uow, access, resolveItems, teacherView, repository, answeredPositions } = ctx;
  const { row: current, resource, classRow } = await access(viewer, id);
  const mayRead = can(viewer, 'readResults', subject('assignment', resource));
  if (!mayRead) throw notFound();
  if (resource.archived) throw conflict(am.archived);
  if (resource.assignmentArchived && input.archived !== false && editsOf(input)) throw conflict(am.assignmentArchived);
  if (input.archived !== undefined && !can(viewer, 'archive', subject('assignment', resource))) throw notFound();
  // Mock paper attempts are read outside the transaction (another module's tables); answers again under the lock.
  const answeredBefore = input.items ? await answeredPositions(current, await repository.itemsOf([id])) : [];
  const row = await uow.run(async (tx) => {
    const repo = createAssignmentsRepository(tx);
    const locked = (await repo.lock(id))!;
    const startsAt = input.startsAt ? new Date(input.startsAt) : locked.startsAt;
    const dueAt = input.dueAt ? new Date(input.dueAt) : locked.dueAt;
    if (dueAt <= startsAt) throw AppError.badRequest(am.dueBeforeStart);
    if (input.items) {
      const old = await repo.itemsOf([id]);
      const answered = new Set([...answeredBefore, ...(await repo.answeredPositions(id))]);
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
      const items: TNewAssignmentItem[] = input.items.map((sent, index) => {
        const before = kept[index];
        if (!before) return { ...fresh[next++]!, position: index + 1 };
        const { assignmentId: _id, ...item } = before;
        return { ...item, weight: sent.weight ?? null };
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
      ...(input.weight !== undefined && { weight: input.weight }),
      ...(input.category !== undefined && { category: input.category }),
      ...(input.archived !== undefined && {
        archivedAt: input.archived ? (locked.archivedAt ?? ctx.now()) : null,
      }),
    });
  });
  return teacherView(viewer, row, classRow.name, { ...resource, assignmentArchived: !!row.archivedAt });
}
