import {
  mockAttemptMessages,
  type TMasteryState,
  type TMockAnswer,
  type TMockAnswers,
  type TMockAttempt,
  type TMockItem,
  type TMockPaperSummary,
  type TMockResult,
  type TMockScore,
  type TMockStartInput,
  type TViewerIn,
  toStudentItem,
  ZMockStartInput,
} from '@zadania/shared';
import { forgetting_curve, generatorParameters } from 'ts-fsrs';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { isUuid, nameBasedUuid } from '../../lib/ids';
import type { TUnitOfWork } from '../../lib/uow';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import { forecastScore } from './forecast/forecast-score';
import { createMockExamsRepository, type TMockAttemptRow, type TMockPaperRow } from './mock-exams.repository';
import { scoreAttempt } from './scoring';

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** What the forecast needs of the student model: per concept its level and today's chance of recall. */
export type TMockMastery = { conceptSlug: string; state: TMasteryState; recall: number };

/** Whether an answer has the shape its item takes (and only the item's own options). */
function fitsItem(item: TMockItem, answer: TMockAnswer): boolean {
  switch (item.type) {
    case 'CLOSED':
      return (
        'choice' in answer && (answer.choice === null || item.options.some((option) => option.key === answer.choice))
      );
    case 'TRUE_FALSE':
      return 'values' in answer && answer.values.length <= item.statements.length;
    case 'MATCHING':
      return (
        'choices' in answer &&
        answer.choices.length <= item.prompts.length &&
        answer.choices.every((choice) => choice === null || item.options.some((option) => option.key === choice))
      );
    case 'OPEN':
      return 'final' in answer && answer.steps.length <= item.rubric.steps.length;
  }
}

/** An answer as the attempt log keeps it: the choice, the judgements, the matches or the final answer. */
function answerText(answer: TMockAnswer): string {
  if ('choice' in answer) return answer.choice ?? '';
  if ('values' in answer) {
    if (answer.values.every((value) => value === null)) return '';
    return answer.values.map((value) => (value === null ? '-' : value ? 'P' : 'F')).join(',');
  }
  if ('choices' in answer) {
    if (answer.choices.every((choice) => choice === null)) return '';
    return answer.choices.map((choice) => choice ?? '-').join(',');
  }
  return answer.final || answer.steps.filter(Boolean).join('; ');
}

/** A paper's item as the attempt log and the difficulty model name it. */
export const mockItemId = (paperSlug: string, position: number) => nameBasedUuid(`mock:${paperSlug}:${position}`);

/** The right answer of a non-open item as HTML, for the review after submission. */
function correctHtmlOf(item: TMockItem): string | null {
  switch (item.type) {
    case 'CLOSED':
      return `<p>${escapeHtml(item.correct)}</p>`;
    case 'TRUE_FALSE':
      return item.statements.map((statement) => `<p>${statement.correct ? 'P' : 'F'}</p>`).join('');
    case 'MATCHING':
      return `<p>${item.prompts.map((prompt, index) => `${index + 1}. ${escapeHtml(prompt.correct)}`).join(', ')}</p>`;
    case 'OPEN':
      return null;
  }
}

export const paperSummary = (paper: TMockPaperRow): TMockPaperSummary => ({
  title: paper.title,
  kind: paper.kind,
  durationMinutes: paper.durationMinutes,
  extendedDurationMinutes: paper.extendedDurationMinutes,
  calculatorAllowed: paper.calculatorAllowed,
  items: paper.items.length,
  maxPoints: paper.items.reduce((sum, item) => sum + item.maxPoints, 0),
});

/**
 * Mock exams against the clock, the CKE way (issue 37, item 3). The server's clock rules: an attempt's end is fixed
 * when it starts; answers saved after it are refused, and an attempt past its end is submitted by whatever touches
 * it next (its student opening or saving it). One attempt in progress per student and paper: starting again (a
 * second tab, a double click) returns it.
 */
export function createMockExamsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  /** What the student model learns from a submitted attempt: each machine-scored item answered. */
  model?: Pick<TStudentModelService, 'recordIn'>;
  now?: () => Date;
}) {
  const { db, uow } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createMockExamsRepository(db);

  const { w: fsrsWeights } = generatorParameters();
  const masteryOf = async (tx: TDb, userId: string, at: Date): Promise<TMockMastery[]> =>
    (await createMockExamsRepository(tx).findMastery(userId)).map((row) => {
      const elapsedDays = row.lastReview ? Math.max(0, (at.getTime() - new Date(row.lastReview).getTime()) / dayMs) : 0;
      return {
        conceptSlug: row.slug,
        state: row.state as TMasteryState,
        recall: row.lastReview && row.stability > 0 ? forgetting_curve(fsrsWeights, elapsedDays, row.stability) : 0,
      };
    });

  const answerList = (attempt: TMockAttemptRow) =>
    Object.entries(attempt.answers)
      .map(([position, answer]) => ({ position: Number(position), answer }))
      .sort((a, b) => a.position - b.position);

  /**
   * The attempt in the student's log and model (kind MOCK_EXAM): every machine-scored item the student answered,
   * right when it earned all its points. Items left empty say nothing of what the student knows (a timed paper is
   * often left unfinished); self-assessed ones are not the machine's to judge.
   */
  const learnFrom = async (tx: TDb, attempt: TMockAttemptRow, paper: TMockPaperRow, score: TMockScore) => {
    if (!deps.model) return;
    const conceptIds = await createMockExamsRepository(tx).conceptIdsBySlug([
      ...new Set(paper.items.flatMap((item) => item.conceptSlugs)),
    ]);
    for (const scored of score.items) {
      const answer = attempt.answers[String(scored.position)];
      const item = paper.items[scored.position - 1];
      if (!answer || !item || scored.selfAssessment || !answerText(answer)) continue;
      await deps.model.recordIn(tx, {
        userId: attempt.userId,
        kind: 'MOCK_EXAM',
        itemId: mockItemId(paper.slug, scored.position),
        conceptIds: item.conceptSlugs.flatMap((slug) => conceptIds.get(slug) ?? []),
        answer: answerText(answer),
        correct: scored.points === scored.maxPoints,
        timeTakenMs: null,
      });
    }
  };

  /** Scores the attempt and stores the result, in the caller's transaction. */
  const submitIn = async (
    tx: TDb,
    attempt: TMockAttemptRow,
    paper: TMockPaperRow,
    by: 'STUDENT' | 'TIME',
  ): Promise<TMockResult> => {
    const at = now();
    const score = scoreAttempt(paper.items, answerList(attempt));
    const result: TMockResult = {
      ...score,
      forecast: forecastScore({
        kind: paper.kind,
        attempt: score.items,
        mastery: await masteryOf(tx, attempt.userId, at),
      }),
    };
    // Submitted by the clock: it ended when its time did, whenever it was noticed.
    const submittedAt = by === 'TIME' ? attempt.endsAt : at;
    await createMockExamsRepository(tx).submit(attempt.id, { submittedAt, submittedBy: by, result });
    await learnFrom(tx, attempt, paper, score);
    Object.assign(attempt, { submittedAt, submittedBy: by, result });
    return result;
  };

  /** The viewer's attempt with its paper, locked; past its end it is submitted first. 404 for anyone else's. */
  const lockOwn = async (tx: TDb, viewer: TViewerIn, attemptId: string) => {
    const attempt = isUuid(attemptId) ? await createMockExamsRepository(tx).findAttemptForUpdate(attemptId) : undefined;
    if (!attempt || attempt.userId !== viewer.id) throw AppError.notFound(mockAttemptMessages.attemptNotFound);
    const paper = (await createMockExamsRepository(tx).findPaper(attempt.paperId))!;
    const expired = !attempt.submittedAt && now() > attempt.endsAt;
    if (expired) await submitIn(tx, attempt, paper, 'TIME');
    return { attempt, paper, expired };
  };

  const present = (attempt: TMockAttemptRow, paper: TMockPaperRow): TMockAttempt => {
    const submitted = !!attempt.submittedAt;
    return {
      attemptId: attempt.id,
      examId: paper.examId,
      title: paper.title,
      kind: paper.kind,
      calculatorAllowed: paper.calculatorAllowed,
      durationMinutes: Math.round((attempt.endsAt.getTime() - attempt.startedAt.getTime()) / minuteMs),
      extendedTime: attempt.extendedTime,
      startedAt: attempt.startedAt.toISOString(),
      endsAt: attempt.endsAt.toISOString(),
      now: now().toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      submittedBy: attempt.submittedBy ?? null,
      items: paper.items.map(toStudentItem),
      answers: answerList(attempt),
      result: attempt.result ?? null,
      solutions: submitted
        ? paper.items.map((item) => ({
            position: item.position,
            correctHtml: correctHtmlOf(item),
            modelSolutionHtml: item.type === 'OPEN' ? item.modelSolutionHtml : null,
            rubric:
              item.type === 'OPEN'
                ? item.rubric.steps.map(({ description, points, expected }) => ({ description, points, expected }))
                : [],
          }))
        : null,
    };
  };

  return {
    /** The paper an exam offers against the clock, for the exam page. */
    async paperOfExam(examId: string): Promise<TMockPaperSummary | null> {
      const paper = await repository.findPaperOfExam(examId);
      return paper ? paperSummary(paper) : null;
    },

    async start(viewer: TViewerIn, examId: string, input: TMockStartInput): Promise<TMockAttempt> {
      const { extendedTime } = ZMockStartInput.parse(input);
      const paper = isUuid(examId) ? await repository.findPaperOfExam(examId) : undefined;
      if (!paper) throw AppError.notFound(mockAttemptMessages.noPaper);
      return uow.run(async (tx) => {
        const repo = createMockExamsRepository(tx);
        const open = await repo.findOpenAttempt(viewer.id, paper.id);
        if (open) {
          const locked = await lockOwn(tx, viewer, open.id);
          if (!locked.expired) return present(locked.attempt, paper);
        }
        const startedAt = now();
        const minutes = extendedTime ? paper.extendedDurationMinutes : paper.durationMinutes;
        const endsAt = new Date(startedAt.getTime() + minutes * minuteMs);
        const created = await repo.insertAttempt({
          userId: viewer.id,
          paperId: paper.id,
          extendedTime,
          startedAt,
          endsAt,
        });
        // Another tab started it in the meantime: that attempt is the one.
        const attempt = created ?? (await repo.findOpenAttempt(viewer.id, paper.id));
        return present(attempt!, paper);
      });
    },

    async get(viewer: TViewerIn, attemptId: string): Promise<TMockAttempt> {
      return uow.run(async (tx) => {
        const { attempt, paper } = await lockOwn(tx, viewer, attemptId);
        return present(attempt, paper);
      });
    },

    /**
     * Saves answers as the student goes: each replaces the item's earlier answer. After the end: 409, and the attempt
     * is submitted with what was saved in time. The whole request is refused when one answer does not fit its item.
     */
    async saveAnswers(viewer: TViewerIn, attemptId: string, input: TMockAnswers) {
      const outcome = await uow.run(async (tx) => {
        const { attempt, paper, expired } = await lockOwn(tx, viewer, attemptId);
        if (expired) return { refused: mockAttemptMessages.timeUp };
        if (attempt.submittedAt) return { refused: mockAttemptMessages.submitted };
        const byPosition = new Map(paper.items.map((item) => [item.position, item]));
        for (const { position, answer } of input.answers) {
          const item = byPosition.get(position);
          if (!item) throw AppError.badRequest(mockAttemptMessages.unknownPosition);
          if (!fitsItem(item, answer)) throw AppError.badRequest(mockAttemptMessages.answerType);
        }
        const answers = { ...attempt.answers };
        for (const { position, answer } of input.answers) answers[String(position)] = answer;
        await createMockExamsRepository(tx).saveAnswers(attempt.id, answers);
        return {
          refused: null,
          saved: { saved: input.answers.length, endsAt: attempt.endsAt.toISOString(), now: now().toISOString() },
        };
      });
      // Thrown after the transaction, so that an attempt submitted by the clock stays submitted.
      if (outcome.refused !== null) throw new AppError(409, outcome.refused);
      return outcome.saved!;
    },

    /**
     * Hands in, as the clock did, the attempts whose time ran out unnoticed (the student closed the page): their
     * result, forecast and what the student model learns from them do not wait for the student's return. At most
     * `limit` at a time; answers how many. An attempt someone handles meanwhile is passed over.
     */
    async submitExpired(limit = 100): Promise<number> {
      let submitted = 0;
      for (const attemptId of await repository.findExpiredOpenIds(now(), limit)) {
        submitted += await uow.run(async (tx) => {
          const attempt = await createMockExamsRepository(tx).findAttemptForUpdate(attemptId);
          if (!attempt || attempt.submittedAt || now() <= attempt.endsAt) return 0;
          const paper = (await createMockExamsRepository(tx).findPaper(attempt.paperId))!;
          await submitIn(tx, attempt, paper, 'TIME');
          return 1;
        });
      }
      return submitted;
    },

    /** Hands the attempt in (again: the same result); past its end it was handed in by the clock. */
    async submit(viewer: TViewerIn, attemptId: string): Promise<TMockResult> {
      return uow.run(async (tx) => {
        const { attempt, paper } = await lockOwn(tx, viewer, attemptId);
        if (attempt.result) return attempt.result;
        return submitIn(tx, attempt, paper, 'STUDENT');
      });
    },
  };
}

export type TMockExamsService = ReturnType<typeof createMockExamsService>;
