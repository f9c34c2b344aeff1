import {
  assignmentMessages as am,
  can,
  classMessages,
  subject,
  type TAssignmentAnswerResult,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import { withAskedUnit } from '../../answer-checking/answer-units';
import { findGenerator } from '../../generators/generator-catalogue';
import { generatorItemId } from '../../generators/generator-item-id';
import { assignmentSeed, assignmentVariant } from '../assignment-variants';
import { conflict, type TAssignmentsContext, type TRequestKeys } from '../assignments.context';
import { createAssignmentsRepository } from '../assignments.repository';

/**
 * POST /assignment/:id/answer: checked like every answer on the platform (a generator item against the pupil's
 * own variant), counted under the pupil's lock so that the attempts limit holds against parallel answers, and
 * recorded in the student model (kind ASSIGNMENT) in the same transaction.
 */
export async function answerAssignment(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  id: string,
  input: { position: number; answer: string; timeTakenMs?: number },
  keys: TRequestKeys,
): Promise<TAssignmentAnswerResult> {
  const { uow, model, repository, now, access, progressOf } = ctx;
  const { row, resource, ordinal } = await access(viewer, id);
  if (ordinal === null) throw AppError.forbidden(am.pupilsOnly);
  if (!can(viewer, 'answer', subject('assignment', resource))) {
    throw conflict(resource.assignmentArchived ? am.assignmentArchived : classMessages.archived);
  }
  const items = await repository.itemsOf([id]);
  const item = items.find((candidate) => candidate.position === input.position);
  if (!item) throw AppError.badRequest(am.position);
  if (item.kind === 'MOCK') throw conflict(am.mockAnswered);
  if (item.kind === 'GOAL') throw conflict(am.goalAnswered);
  const at = now();
  if (at < row.startsAt) throw conflict(am.notStarted);
  const late = at > row.dueAt;
  if (late && row.late === 'REFUSE') throw conflict(am.lateRefused);

  let correct: boolean;
  let itemId: string;
  if (item.kind === 'HOMEWORK') {
    const task = (await repository.tasks([item.homeworkId!])).get(item.homeworkId!);
    if (task?.status !== 'PUBLIC') throw conflict(am.itemUnavailable);
    if (task.closed) {
      const choice = task.choices.find((candidate) => candidate.id === input.answer);
      if (!choice) throw AppError.badRequest(am.choice);
      correct = choice.correct;
    } else {
      if (!task.answerKey) throw conflict(am.itemUnavailable);
      correct = isAnswerCorrect(withAskedUnit(task.answerKey, task.description), input.answer);
    }
    itemId = task.id;
  } else {
    const generator = findGenerator(item.generatorId!);
    const variant = generator && assignmentVariant(generator, assignmentSeed(id, item.position, ordinal));
    if (!variant) throw conflict(am.itemUnavailable);
    correct = isAnswerCorrect(variant.answer, input.answer);
    itemId = generatorItemId(item.generatorId!);
  }
  await ctx.limiter.consume('assignmentAnswer', { ip: keys.ip, account: viewer.id });

  return uow.run(async (tx) => {
    const repo = createAssignmentsRepository(tx);
    await repo.lockPupil(id, viewer.id);
    const before = (await repo.statsOf(viewer.id, [id])).find((stat) => stat.position === item.position);
    if (before?.correct) throw conflict(am.alreadyCorrect);
    const used = before?.attempts ?? 0;
    if (row.attempts !== null && used >= row.attempts) throw conflict(am.noAttemptsLeft);
    const answerRow = await repo.insertAnswer({
      assignmentId: id,
      userId: viewer.id,
      position: item.position,
      answer: input.answer,
      correct,
      late,
      timeMs: input.timeTakenMs ?? null,
      createdAt: at,
    });
    await model.recordIn(tx, {
      userId: viewer.id,
      kind: 'ASSIGNMENT',
      itemId,
      conceptIds: item.conceptIds,
      answer: input.answer,
      correct,
      timeTakenMs: input.timeTakenMs ?? null,
    });
    await ctx.outbox.record(tx, 'assignment.answered', {
      assignmentId: id,
      userId: viewer.id,
      answerId: answerRow.id,
      answeredAt: at.toISOString(),
    });
    const stats = await repo.statsOf(viewer.id, [id]);
    return {
      position: item.position,
      correct,
      message: correct ? am.correct : am.wrong,
      attempts: used + 1,
      attemptsLeft: row.attempts === null ? null : row.attempts - used - 1,
      late,
      progress: progressOf(row, items.length, stats),
    };
  });
}
