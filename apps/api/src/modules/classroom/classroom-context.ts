import { assignmentMessages, classroomMessages as cm, type TViewerIn } from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TClassroomRepository } from './classroom.repository';
import { ClassroomAuthError, type TClassroomClient } from './classroom-client';
import type { TTokenCipher } from './token-cipher';

/** A pupil's score as grade passback reads it (`assignments.scoreOf`). */
export type TScoreReader = (
  assignmentId: string,
  userId: string,
) => Promise<{ points: number; maxPoints: number; answeredAt: Date | null } | null>;

/** What every Classroom use case works with. `client` is null when no Google OAuth client is configured. */
export type TClassroomDeps = {
  repository: TClassroomRepository;
  client: TClassroomClient | null;
  cipher: TTokenCipher;
  publicUrl: string;
  scoreOf: TScoreReader;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** The configured client; without a Google OAuth client every Classroom route but the status answers 404. */
export function requireClient(deps: TClassroomDeps) {
  if (!deps.client) throw AppError.notFound(cm.notConfigured);
  return deps.client;
}

/** The Classroom API as the teacher: 409 until they connect, or after Google refused their authorisation. */
export async function teacherClassroom(deps: TClassroomDeps, teacherId: string) {
  const client = requireClient(deps);
  const connection = await deps.repository.findConnection(teacherId);
  if (!connection) throw new AppError(409, cm.notConnected);
  if (connection.error) throw new AppError(409, cm.reconnect);
  return client.forTeacher(deps.cipher.open(connection.refreshTokenCipher));
}

/** Google refused the teacher's authorisation: kept on the connection for the teacher to see, then 409. */
export async function refusedAuthorisation(deps: TClassroomDeps, teacherId: string): Promise<never> {
  await deps.repository.markConnectionFailed(teacherId, cm.reconnect);
  throw new AppError(409, cm.reconnect);
}

/**
 * The assignment when the viewer teaches its class (ADMIN too when `admin`); anyone else 404, so another teacher
 * learns nothing of it.
 */
export async function taughtAssignment(
  deps: TClassroomDeps,
  viewer: TViewerIn,
  assignmentId: string,
  options: { admin: boolean },
) {
  const facts = await deps.repository.assignmentFacts(assignmentId);
  const allowed = facts && (facts.teacherIds.includes(viewer.id) || (options.admin && viewer.role === 'ADMIN'));
  if (!allowed) throw AppError.notFound(assignmentMessages.notFound);
  return facts;
}

/** A Classroom call the teacher waits for failed: a refused authorisation is kept (409), anything else is 502. */
export async function answerGoogleFailure(deps: TClassroomDeps, teacherId: string, error: unknown): Promise<never> {
  if (error instanceof ClassroomAuthError) return refusedAuthorisation(deps, teacherId);
  if (error instanceof AppError) throw error;
  deps.log?.warn({ err: error }, 'A Google Classroom call failed');
  throw new AppError(502, cm.googleFailed);
}
