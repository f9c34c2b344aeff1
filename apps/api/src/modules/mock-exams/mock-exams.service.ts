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
  zonedParts,
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
import { scoreSubmission } from './score-submission';

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

/** Tomorrow's date in Warsaw as Polish writes it (21.11.2026): when a paper handed in today can start again. */
function tomorrowInWarsaw(at: Date): string {
  const [year, month, day] = zonedParts(new Date(at.getTime() + dayMs)).date.split('-');
  return `${day}.${month}.${year}`;
}

/** Whether two reads of an attempt hold the same saves: every save of an item raises its version. */
const sameSaves = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([position, v]) => b[position] === v);

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
 * second tab, a double click) returns it. A paper handed in starts again the next day (Europe/Warsaw), as practice:
 * the student has seen its key, so neither the student model nor the forecast learns from a retake.
 */
export function createMockExamsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  /** What the student model learns from a submitted attempt: each machine-scored item answered. */
  model?: Pick<TStudentModelService, 'recordIn'>;
  /** Told in the hand-in's transaction that an attempt was handed in (assignments announce the new score). */
  onHandedIn?: (
    tx: TDb,
    handedIn: { attemptId: string; userId: string; examId: string; submittedAt: Date },
  ) => Promise<void>;
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
      .map(([position, answer]) => ({
        position: Number(position),
        answer,
        version: attempt.answerVersions[position] ?? 0,
      }))
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

  /**
   * Stores the result of the attempt, in the caller's transaction with the attempt locked: `scored` when it was
   * scored from the answers saved now, else scored here. A retake (practice) has no forecast and teaches nothing.
   */
  const submitIn = async (
    tx: TDb,
    attempt: TMockAttemptRow,
    paper: TMockPaperRow,
    by: 'STUDENT' | 'TIME',
    scored?: TMockScore,
  ): Promise<TMockResult> => {
    const score = scored ?? (await scoreSubmission(paper.items, answerList(attempt)));
    const at = now();
    const result: TMockResult = {
      ...score,
      forecast: attempt.practice
        ? null
        : forecastScore({ kind: paper.kind, attempt: score.items, mastery: await masteryOf(tx, attempt.userId, at) }),
    };
    // Submitted by the clock: it ended when its time did, whenever it was noticed.
    const submittedAt = by === 'TIME' ? attempt.endsAt : at;
    await createMockExamsRepository(tx).submit(attempt.id, { submittedAt, submittedBy: by, result });
    if (!attempt.practice) await learnFrom(tx, attempt, paper, score);
    await deps.onHandedIn?.(tx, { attemptId: attempt.id, userId: attempt.userId, examId: paper.examId, submittedAt });
    Object.assign(attempt, { submittedAt, submittedBy: by, result });
    return result;
  };

  /**
   * Hands an attempt in: scored outside any transaction (no lock, connection or PGlite's single session waits on the
   * compute engine), then stored under the attempt's lock unless someone handed it in meanwhile; a save that landed
   * while it was scored is scored again under the lock. `TIME` hands in only an attempt whose time ran out; past its
   * end a `STUDENT` hand-in is the clock's. Null when there is no such attempt (or, for `TIME`, nothing to do).
   */
  const handIn = async (
    attemptId: string,
    by: 'STUDENT' | 'TIME',
    ownerId?: string,
  ): Promise<{ result: TMockResult; handedInNow: boolean } | null> => {
    const seen = isUuid(attemptId) ? await repository.findAttempt(attemptId) : undefined;
    if (!seen || (ownerId !== undefined && seen.userId !== ownerId)) return null;
    if (seen.result) return { result: seen.result, handedInNow: false };
    if (by === 'TIME' && now() <= seen.endsAt) return null;
    const paper = (await repository.findPaper(seen.paperId))!;
    const score = await scoreSubmission(paper.items, answerList(seen));
    return uow.run(async (tx) => {
      const attempt = await createMockExamsRepository(tx).findAttemptForUpdate(attemptId);
      if (!attempt) return null;
      if (attempt.result) return { result: attempt.result, handedInNow: false };
      const expired = now() > attempt.endsAt;
      if (by === 'TIME' && !expired) return null;
      const fresh = sameSaves(attempt.answerVersions, seen.answerVersions) ? score : undefined;
      return { result: await submitIn(tx, attempt, paper, expired ? 'TIME' : by, fresh), handedInNow: true };
    });
  };

  /** The viewer's attempt, handed in by the clock when its time ran out, before a transaction locks it. */
  const settleExpired = async (viewer: TViewerIn, attemptId: string) => {
    await handIn(attemptId, 'TIME', viewer.id);
  };

  /**
   * The viewer's attempt with its paper, locked; past its end it is submitted first (callers settle an expired
   * attempt before their transaction; this covers the end passing in between). 404 for anyone else's.
   */
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
      practice: attempt.practice,
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

    /**
     * Starts an attempt, or returns the one in progress (a second tab, a double click; two starts at once make one
     * attempt: one open attempt per student and paper is a unique index). A paper handed in today is refused (409)
     * until tomorrow in Warsaw; from then on a new attempt is practice.
     */
    async start(viewer: TViewerIn, examId: string, input: TMockStartInput): Promise<TMockAttempt> {
      const { extendedTime } = ZMockStartInput.parse(input);
      const paper = isUuid(examId) ? await repository.findPaperOfExam(examId) : undefined;
      if (!paper) throw AppError.notFound(mockAttemptMessages.noPaper);
      const running = await repository.findOpenAttempt(viewer.id, paper.id);
      if (running) await settleExpired(viewer, running.id);
      const outcome = await uow.run(async (tx) => {
        const repo = createMockExamsRepository(tx);
        const open = await repo.findOpenAttempt(viewer.id, paper.id);
        if (open) {
          // Handed in meanwhile (another tab, or its time ran out just now): then the rule below applies.
          const locked = await lockOwn(tx, viewer, open.id);
          if (!locked.attempt.submittedAt) return { attempt: present(locked.attempt, paper) };
        }
        const startedAt = now();
        const last = await repo.findLastSubmitted(viewer.id, paper.id);
        if (last && zonedParts(last.submittedAt!).date === zonedParts(startedAt).date)
          return { refused: mockAttemptMessages.retakeTomorrow(tomorrowInWarsaw(startedAt)) };
        const minutes = extendedTime ? paper.extendedDurationMinutes : paper.durationMinutes;
        const endsAt = new Date(startedAt.getTime() + minutes * minuteMs);
        const created = await repo.insertAttempt({
          userId: viewer.id,
          paperId: paper.id,
          extendedTime,
          practice: last !== undefined,
          startedAt,
          endsAt,
        });
        // Another tab started it in the meantime: that attempt is the one.
        const attempt = created ?? (await repo.findOpenAttempt(viewer.id, paper.id));
        return { attempt: present(attempt!, paper) };
      });
      // Thrown after the transaction, so that an attempt handed in by the clock on the way stays handed in.
      if (!outcome.attempt) throw new AppError(409, outcome.refused);
      return outcome.attempt;
    },

    async get(viewer: TViewerIn, attemptId: string): Promise<TMockAttempt> {
      await settleExpired(viewer, attemptId);
      return uow.run(async (tx) => {
        const { attempt, paper } = await lockOwn(tx, viewer, attemptId);
        return present(attempt, paper);
      });
    },

    /**
     * Saves answers as the student goes: each replaces the item's earlier answer when it was made from the version
     * saved now, and raises the version. A save made from an older version (a stale tab) is refused with 409, and
     * nothing of the request is saved. After the end: 409, and the attempt is submitted with what was saved in
     * time. The whole request is refused when one answer does not fit its item.
     */
    async saveAnswers(viewer: TViewerIn, attemptId: string, input: TMockAnswers) {
      await settleExpired(viewer, attemptId);
      const outcome = await uow.run(async (tx) => {
        const { attempt, paper, expired } = await lockOwn(tx, viewer, attemptId);
        if (expired || attempt.submittedBy === 'TIME') return { refused: mockAttemptMessages.timeUp };
        if (attempt.submittedAt) return { refused: mockAttemptMessages.submitted };
        const byPosition = new Map(paper.items.map((item) => [item.position, item]));
        for (const { position, answer } of input.answers) {
          const item = byPosition.get(position);
          if (!item) throw AppError.badRequest(mockAttemptMessages.unknownPosition);
          if (!fitsItem(item, answer)) throw AppError.badRequest(mockAttemptMessages.answerType);
        }
        const versions = { ...attempt.answerVersions };
        if (input.answers.some(({ position, version }) => (versions[String(position)] ?? 0) !== version))
          return { refused: mockAttemptMessages.staleAnswer };
        const answers = { ...attempt.answers };
        for (const { position, answer } of input.answers) {
          answers[String(position)] = answer;
          versions[String(position)] = (versions[String(position)] ?? 0) + 1;
        }
        await createMockExamsRepository(tx).saveAnswers(attempt.id, answers, versions);
        return {
          refused: null,
          saved: {
            saved: input.answers.length,
            versions: input.answers.map(({ position }) => ({ position, version: versions[String(position)]! })),
            endsAt: attempt.endsAt.toISOString(),
            now: now().toISOString(),
          },
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
      for (const attemptId of await repository.findExpiredOpenIds(now(), limit))
        if ((await handIn(attemptId, 'TIME'))?.handedInNow) submitted += 1;
      return submitted;
    },

    /** Hands the attempt in (again: the same result); past its end it was handed in by the clock. */
    async submit(viewer: TViewerIn, attemptId: string): Promise<TMockResult> {
      const handedIn = await handIn(attemptId, 'STUDENT', viewer.id);
      if (!handedIn) throw AppError.notFound(mockAttemptMessages.attemptNotFound);
      return handedIn.result;
    },
  };
}

export type TMockExamsService = ReturnType<typeof createMockExamsService>;
