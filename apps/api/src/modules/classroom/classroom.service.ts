import type { TClassroomPublishInput, TViewerIn } from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TClassroomConfig } from '../../config';
import type { TDb } from '../../db/client';
import { createClassroomRepository } from './classroom.repository';
import { createClassroomClient } from './classroom-client';
import type { TClassroomDeps, TScoreReader } from './classroom-context';
import { getClassroomLinks } from './classroom-link-status';
import { getClassroomStatus } from './classroom-status';
import { completeClassroomCallback } from './complete-classroom-callback';
import { connectClassroom } from './connect-classroom';
import { disconnectClassroom } from './disconnect-classroom';
import { listClassroomCourses } from './list-classroom-courses';
import { publishToClassroom } from './publish-to-classroom';
import { createTokenCipher } from './token-cipher';
import { createClassroomGradeSubscriber } from './write-back-grade';

/**
 * Google Classroom for a teacher's assignments (issue 56, part 5): each method one use case of its own file. Without
 * a configured OAuth client (`config` null) the status says so and every other use case answers 404.
 */
export function createClassroomService(deps: {
  db: TDb;
  config: TClassroomConfig | null;
  publicUrl: string;
  secret: string;
  scoreOf: TScoreReader;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const context: TClassroomDeps = {
    repository: createClassroomRepository(deps.db),
    client: deps.config ? createClassroomClient(deps.config, `${deps.publicUrl}/api/classroom/callback`) : null,
    cipher: createTokenCipher(deps.secret),
    publicUrl: deps.publicUrl,
    scoreOf: deps.scoreOf,
    now: deps.now ?? (() => new Date()),
    log: deps.log,
  };
  return {
    status: (viewer: TViewerIn) => getClassroomStatus(context, viewer),
    connect: (viewer: TViewerIn, returnTo?: string) => connectClassroom(context, viewer, returnTo),
    callback: (query: { code?: string; state?: string; error?: string }) => completeClassroomCallback(context, query),
    disconnect: (viewer: TViewerIn) => disconnectClassroom(context, viewer),
    courses: (viewer: TViewerIn) => listClassroomCourses(context, viewer),
    publish: (viewer: TViewerIn, assignmentId: string, input: TClassroomPublishInput) =>
      publishToClassroom(context, viewer, assignmentId, input),
    links: (viewer: TViewerIn, assignmentId: string) => getClassroomLinks(context, viewer, assignmentId),
    /** Subscribed to the outbox in services/jobs.ts. */
    subscribers: [createClassroomGradeSubscriber(context)],
  };
}

export type TClassroomService = ReturnType<typeof createClassroomService>;
