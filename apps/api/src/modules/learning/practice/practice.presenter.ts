import type { TAnswerKey, TPracticeSession } from '@zadania/shared';
import { escapeHtml } from '../../../lib/html';
import { generateVariant } from '../../generators/generate-variant';
import { findGenerator } from '../../generators/generator-catalogue';
import type { TPracticeContext } from './practice.context';
import type { TPlannedItem } from './practice-planner';

/** The right answer as a reader sees it: the author's answer, the right choice, or the key's value as math. */
export function expectedAnswer(task: {
  closed: boolean;
  answer: string | null;
  answerKey: TAnswerKey | null;
  choices: { label: string | null; answer: string; correct: boolean }[];
}) {
  if (task.closed) {
    const right = task.choices.filter((choice) => choice.correct);
    return right
      .map((choice) => (choice.label ? `<p>${escapeHtml(choice.label)}.</p>${choice.answer}` : choice.answer))
      .join('');
  }
  if (task.answer) return task.answer;
  return mathHtml(task.answerKey?.value ?? '');
}

/** One formula as the renderer takes it. */
export const mathHtml = (latex: string) =>
  `<p><span data-type="inline-math" data-latex="${escapeHtml(latex)}"></span></p>`;

/** A generated item's variant as a task to answer (its statement; the answer and steps stay on the server). */
const generatedTask = (generatorId: string, seed: number, itemId: string, conceptIds: string[]) => {
  const generator = findGenerator(generatorId);
  const variant = generator ? generateVariant(generator, seed) : null;
  if (!variant) return undefined;
  return {
    id: itemId,
    slug: '',
    description: variant.statementHtml,
    closed: false,
    conceptIds,
    choices: [],
    answerCheck: { kind: variant.answer.kind },
  };
};

/** The session with its items' tasks (read through the context's repository) and concepts' names. */
export async function presentSession(
  ctx: Pick<TPracticeContext, 'repository' | 'generatedItem'>,
  session: { id: string; createdAt: Date; kind: TPracticeSession['kind'] },
  items: (TPlannedItem & {
    generatorId: string | null;
    seed: number | null;
    position: number;
    correct: boolean | null;
    answeredAt: Date | null;
  })[],
): Promise<TPracticeSession> {
  const { repository, generatedItem } = ctx;
  const [tasks, names] = await Promise.all([
    repository.tasksToShow(items.filter((item) => !item.generatorId).map((item) => item.homeworkId)),
    repository.conceptNames([...new Set(items.map((item) => item.conceptId))]),
  ]);
  const generated = await Promise.all(
    items.map(async (item) =>
      item.generatorId && item.seed !== null
        ? generatedTask(
            item.generatorId,
            item.seed,
            item.homeworkId,
            (await generatedItem(item.homeworkId))?.conceptIds ?? [item.conceptId],
          )
        : undefined,
    ),
  );
  return {
    id: session.id,
    kind: session.kind,
    createdAt: session.createdAt.toISOString(),
    items: items.flatMap((item, index) => {
      const task = item.generatorId ? generated[index] : tasks.get(item.homeworkId);
      if (!task) return [];
      return [
        {
          position: item.position,
          kind: item.generatorId ? ('GENERATED' as const) : ('HOMEWORK' as const),
          homeworkId: item.homeworkId,
          generatorId: item.generatorId,
          conceptIds: task.conceptIds,
          conceptId: item.conceptId,
          conceptName: names.get(item.conceptId) ?? '',
          reason: item.reason,
          task: {
            id: task.id,
            slug: task.slug,
            description: task.description,
            closed: task.closed,
            choices: task.choices,
            answerCheck: task.answerCheck,
          },
          answered:
            item.answeredAt && item.correct !== null
              ? { correct: item.correct, answeredAt: item.answeredAt.toISOString() }
              : null,
        },
      ];
    }),
  };
}
