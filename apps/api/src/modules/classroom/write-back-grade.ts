import { classroomMessages as cm } from '@zadania/shared';
import { defineSubscriber, type TDomainEventPayload } from '../../lib/events/domain-events';
import type { TClassroomLinkRow } from './classroom.repository';
import { ClassroomAuthError } from './classroom-client';
import type { TClassroomDeps } from './classroom-context';

type TAnswered = TDomainEventPayload<'assignment.answered'>;

/**
 * Writes one answer's score to every Classroom course the assignment is published in. The ledger (link, answer)
 * writes each answer once; a score older than one already written is recorded STALE and not sent; a pupil whose
 * confirmed e-mail is not on the course's roster is NO_MATCH (not retried); a refused authorisation is an ERROR the
 * teacher sees. Any other failure throws, so the outbox retries the delivery with back-off.
 */
export async function writeBackGrade(deps: TClassroomDeps, event: TAnswered) {
  if (!deps.client) return;
  const links = await deps.repository.linksOf(event.assignmentId);
  for (const link of links) await writeToLink(deps, link, event);
}

async function writeToLink(deps: TClassroomDeps, link: TClassroomLinkRow, event: TAnswered) {
  const { repository } = deps;
  const done = await repository.findGrade(link.id, event.answerId);
  if (done && done.status !== 'ERROR') return;
  const answeredAt = new Date(event.answeredAt);
  const record = (
    status: 'SENT' | 'NO_MATCH' | 'STALE' | 'ERROR',
    facts: { points?: number; submissionId?: string; error?: string } = {},
  ) =>
    repository.recordGrade({
      linkId: link.id,
      answerId: event.answerId,
      userId: event.userId,
      answeredAt,
      status,
      ...facts,
    });

  if (await repository.newerSent(link.id, event.userId, answeredAt)) return record('STALE');
  const connection = link.teacherId ? await repository.findConnection(link.teacherId) : undefined;
  if (!connection || connection.error) return record('ERROR', { error: cm.reconnect });
  const score = await deps.scoreOf(event.assignmentId, event.userId);
  if (!score) return;
  const email = (await repository.confirmedEmail(event.userId))?.toLowerCase();
  if (!email) return record('NO_MATCH', { error: cm.noMatch });

  const api = deps.client!.forTeacher(deps.cipher.open(connection.refreshTokenCipher));
  try {
    const student = (await api.students(link.courseId)).find(
      (candidate) => candidate.profile?.emailAddress?.toLowerCase() === email,
    );
    if (!student?.userId) return record('NO_MATCH', { error: cm.noMatch });
    const submission = await api.submissionOf(link.courseId, link.courseWorkId, student.userId);
    if (!submission?.id) return record('NO_MATCH', { error: cm.noSubmission });
    await api.patchGrade(
      { courseId: link.courseId, courseWorkId: link.courseWorkId, submissionId: submission.id },
      score.points,
      link.grade === 'ASSIGNED',
    );
    return record('SENT', { points: score.points, submissionId: submission.id });
  } catch (error) {
    if (!(error instanceof ClassroomAuthError)) throw error;
    await repository.markConnectionFailed(connection.teacherId, cm.reconnect);
    return record('ERROR', { error: cm.reconnect });
  }
}

/** The subscriber to `assignment.answered` that writes grades back to Google Classroom. */
export const createClassroomGradeSubscriber = (deps: TClassroomDeps) =>
  defineSubscriber('classroom.write-back-grade', 'assignment.answered', (event) => writeBackGrade(deps, event.payload));
