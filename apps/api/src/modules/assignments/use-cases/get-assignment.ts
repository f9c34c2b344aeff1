import {
  assignmentMessages as am,
  can,
  subject,
  type TAssignment,
  type TAssignmentItem,
  type TViewerIn,
} from '@zadania/shared';
import { findGenerator } from '../../generators/generator-catalogue';
import { presentStep } from '../../generators/present-steps';
import { pupilMockView } from '../assignment-mocks';
import { assignmentSeed, assignmentVariant } from '../assignment-variants';
import { conflict, goalStats, mockStats, type TAssignmentsContext } from '../assignments.context';
import { expectedAnswer, mathHtml, presentDefinitionItem, presentSummary } from '../assignments.presenter';

/** GET /assignment/:id: the definition for the class's teachers, the pupil's own items for a pupil. */
export async function getAssignment(ctx: TAssignmentsContext, viewer: TViewerIn, id: string): Promise<TAssignment> {
  const { repository, now, access, teacherView, mockScores, goalScoresFor, progressOf } = ctx;
  const { row, classRow, resource, ordinal } = await access(viewer, id);
  if (can(viewer, 'readResults', subject('assignment', resource)) || ordinal === null) {
    return teacherView(viewer, row, classRow.name, resource);
  }
  const at = now();
  if (at < row.startsAt) throw conflict(am.notStarted);
  const [items, answerStats] = await Promise.all([repository.itemsOf([id]), repository.statsOf(viewer.id, [id])]);
  const tasks = await repository.tasks(items.flatMap((item) => (item.homeworkId ? [item.homeworkId] : [])));
  const { scores, papers } = await mockScores([row], items, [viewer.id]);
  const goals = await goalScoresFor([row], items, [viewer.id]);
  const stats = [...answerStats, ...mockStats(items, viewer.id, scores), ...goalStats(items, viewer.id, goals)];
  const conceptNames = await repository.conceptNames([
    ...new Set(items.filter((item) => item.kind === 'GOAL').flatMap((item) => item.conceptIds)),
  ]);
  const solutionsOpen = row.solutionsAfterDue && at > row.dueAt;
  const presented: TAssignmentItem[] = [];
  for (const item of items) {
    const stat = stats.find((entry) => entry.position === item.position);
    const progress = {
      attempts: stat?.attempts ?? 0,
      attemptsLeft: row.attempts === null ? null : Math.max(0, row.attempts - (stat?.attempts ?? 0)),
      correct: stat ? stat.correct : null,
      late: stat?.late ?? false,
      lastAnswer: stat?.lastAnswer ?? null,
      lastAnsweredAt: stat?.lastAnsweredAt?.toISOString() ?? null,
    };
    let task: TAssignmentItem['task'] = null;
    let solution: TAssignmentItem['solution'] = null;
    let mock: TAssignmentItem['mock'] = null;
    let goal: TAssignmentItem['goal'] = null;
    if (item.kind === 'GOAL') {
      const score = goals.get(`${id}:${viewer.id}:${item.position}`);
      if (score && item.goalLevel) {
        goal = {
          level: item.goalLevel,
          concepts: item.conceptIds.map((conceptId) => ({
            conceptId,
            name: conceptNames.get(conceptId) ?? '',
            state: score.states.get(conceptId) ?? 'new',
          })),
          reached: score.reached,
        };
      }
    } else if (item.kind === 'MOCK') {
      const paper = papers.get(item.examId!);
      const score = scores.get(`${id}:${viewer.id}:${item.position}`);
      if (paper && score) mock = pupilMockView(paper, score);
    } else if (item.kind === 'HOMEWORK') {
      const found = tasks.get(item.homeworkId!);
      if (found && found.status === 'PUBLIC') {
        task = {
          statement: found.description,
          closed: found.closed,
          choices: found.closed
            ? found.choices.map(({ id: choiceId, label, answer }) => ({ id: choiceId, label, answer }))
            : [],
          answerCheck: !found.closed && found.answerKey ? { kind: found.answerKey.kind } : null,
        };
        if (solutionsOpen && !found.paidSolution) {
          const steps = await repository.solutionStepsOf(found.id);
          solution = { expected: expectedAnswer(found), steps };
        }
      }
    } else {
      const generator = findGenerator(item.generatorId!);
      const variant = generator && assignmentVariant(generator, assignmentSeed(id, item.position, ordinal));
      if (variant) {
        task = {
          statement: variant.statementHtml,
          closed: false,
          choices: [],
          answerCheck: { kind: variant.answer.kind },
        };
        if (solutionsOpen) {
          solution = {
            expected: mathHtml(variant.answer.value),
            steps: variant.steps.map((step) => ({ title: null, ...presentStep(step) })),
          };
        }
      }
    }
    presented.push({ ...presentDefinitionItem(item), task, progress, solution, mock, goal });
  }
  return {
    ...presentSummary(viewer, row, {
      className: classRow.name,
      itemCount: items.length,
      pupilCount: 0,
      resource,
      progress: progressOf(row, items.length, stats),
    }),
    items: presented,
    pupils: null,
  };
}
