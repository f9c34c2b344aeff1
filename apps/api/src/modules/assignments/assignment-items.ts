import {
  assignmentMessages as am,
  assignmentLimits,
  readableTitle,
  requirementKey,
  type ZAssignmentItemInput,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { htmlToReadableText } from '../../lib/html';
import { findGenerator } from '../generators/generator-catalogue';
import { goalTitle, resolveGoalConcepts } from './assignment-goals';
import { mockPapersOfExams } from './assignment-mocks';
import type { TAssignmentsRepository, TAssignmentTask, TNewAssignmentItem } from './assignments.repository';

export type TItemInput = z.output<typeof ZAssignmentItemInput>;

/** A task the platform can check by machine and may explain after the due date: public, not sold, with a key. */
const isCheckable = (task: TAssignmentTask) =>
  task.status === 'PUBLIC' &&
  !task.paidSolution &&
  (task.closed ? task.choices.some((choice) => choice.correct) : task.answerKey !== null);

const taskTitle = (task: TAssignmentTask) => {
  const title = readableTitle(task.title?.trim() ?? '') || htmlToReadableText(task.description);
  return title.length > 80 ? `${title.slice(0, 79)}…` : title || 'Zadanie';
};

/** Resolves new items: a public, machine-checkable task or a known generator, with its title and requirements. */
export async function resolveAssignmentItems(
  db: TDb,
  inputs: readonly TItemInput[],
  repo: TAssignmentsRepository,
): Promise<TNewAssignmentItem[]> {
  const tasks = await repo.tasks(inputs.flatMap((input) => (input.kind === 'HOMEWORK' ? [input.homeworkId] : [])));
  const papers = await mockPapersOfExams(
    db,
    inputs.flatMap((input) => (input.kind === 'MOCK' ? [input.examId] : [])),
  );
  const resolved: TNewAssignmentItem[] = [];
  for (const [index, input] of inputs.entries()) {
    const position = index + 1;
    if (input.kind === 'HOMEWORK') {
      const task = tasks.get(input.homeworkId);
      if (task?.status !== 'PUBLIC') throw AppError.badRequest(am.homeworkNotFound);
      if (!isCheckable(task)) throw AppError.badRequest(am.homeworkNotCheckable);
      resolved.push({
        position,
        weight: input.weight ?? null,
        kind: 'HOMEWORK',
        homeworkId: task.id,
        generatorId: null,
        title: taskTitle(task),
        requirements: task.requirements,
        conceptIds: task.conceptIds,
      });
    } else if (input.kind === 'GOAL') {
      const goal = await resolveGoalConcepts(db, input);
      if (!goal) throw AppError.badRequest(am.goalConceptsNotFound);
      if (goal.conceptIds.length > assignmentLimits.maxGoalConcepts) throw AppError.badRequest(am.goalTooBig);
      resolved.push({
        position,
        weight: input.weight ?? null,
        kind: 'GOAL',
        homeworkId: null,
        generatorId: null,
        examId: null,
        goalLevel: input.level,
        title: goalTitle(goal.names, input.level),
        maxPoints: goal.conceptIds.length,
        requirements: goal.requirements,
        conceptIds: goal.conceptIds,
      });
    } else if (input.kind === 'MOCK') {
      const paper = papers.get(input.examId);
      if (!paper) throw AppError.badRequest(am.mockPaperNotFound);
      resolved.push({
        position,
        weight: input.weight ?? null,
        kind: 'MOCK',
        homeworkId: null,
        generatorId: null,
        examId: paper.examId,
        title: paper.title,
        maxPoints: paper.maxPoints,
        requirements: paper.requirements,
        conceptIds: await repo.conceptIdsBySlugs(paper.conceptSlugs),
      });
    } else {
      const generator = findGenerator(input.generatorId);
      if (!generator) throw AppError.badRequest(am.generatorNotFound);
      resolved.push({
        position,
        weight: input.weight ?? null,
        kind: 'GENERATOR',
        homeworkId: null,
        generatorId: generator.id,
        title: generator.title,
        requirements: generator.requirements.map(requirementKey),
        conceptIds: await repo.conceptIdsBySlugs(generator.conceptSlugs),
      });
    }
  }
  return resolved;
}
