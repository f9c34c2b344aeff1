import {
  mockAttemptMessages,
  type TMockAttempt,
  type TMockStartInput,
  type TViewerIn,
  ZMockStartInput,
  zonedParts,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { isUuid } from '../../../lib/ids';
import { dayMs, type TMockExamsContext } from '../mock-exams.context';
import { presentAttempt } from '../mock-exams.presenter';
import { createMockExamsRepository } from '../mock-exams.repository';

const minuteMs = 60_000;

/** Tomorrow's date in Warsaw as Polish writes it (21.11.2026): when a paper handed in today can start again. */
function tomorrowInWarsaw(at: Date): string {
  const [year, month, day] = zonedParts(new Date(at.getTime() + dayMs)).date.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * Starts an attempt, or returns the one in progress (a second tab, a double click; two starts at once make one
 * attempt: one open attempt per student and paper is a unique index). A paper handed in today is refused (409)
 * until tomorrow in Warsaw; from then on a new attempt is practice.
 */
export async function startAttempt(
  ctx: TMockExamsContext,
  viewer: TViewerIn,
  examId: string,
  input: TMockStartInput,
): Promise<TMockAttempt> {
  const { repository, uow, now, settleExpired, lockOwn } = ctx;
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
      if (!locked.attempt.submittedAt) return { attempt: presentAttempt(locked.attempt, paper, now()) };
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
    return { attempt: presentAttempt(attempt!, paper, now()) };
  });
  // Thrown after the transaction, so that an attempt handed in by the clock on the way stays handed in.
  if (!outcome.attempt) throw new AppError(409, outcome.refused);
  return outcome.attempt;
}
