import {
  mockAttemptMessages,
  type TMasteryState,
  type TMockAnswer,
  type TMockResult,
  type TMockScore,
  type TViewerIn,
} from '@zadania/shared';
import { forgetting_curve, generatorParameters } from 'ts-fsrs';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid, nameBasedUuid } from '../../lib/ids';
import type { TUnitOfWork } from '../../lib/uow';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import { forecastScore } from './forecast/forecast-score';
import { answerList } from './mock-exams.presenter';
import { createMockExamsRepository, type TMockAttemptRow, type TMockPaperRow } from './mock-exams.repository';
import { scoreSubmission } from './score-submission';

export const dayMs = 86_400_000;

/** What the forecast needs of the student model: per concept its level and today's chance of recall. */
export type TMockMastery = { conceptSlug: string; state: TMasteryState; recall: number };

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

/** Whether two reads of an attempt hold the same saves: every save of an item raises its version. */
const sameSaves = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([position, v]) => b[position] === v);

/** A paper's item as the attempt log and the difficulty model name it. */
export const mockItemId = (paperSlug: string, position: number) => nameBasedUuid(`mock:${paperSlug}:${position}`);

export type TMockExamsDeps = {
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
};

export function createMockExamsContext(deps: TMockExamsDeps) {
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

  return { ...deps, now, repository, handIn, settleExpired, lockOwn };
}
export type TMockExamsContext = ReturnType<typeof createMockExamsContext>;
