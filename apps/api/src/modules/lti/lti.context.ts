import type { TAuthSession, TRole, TViewerIn } from '@zadania/shared';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { TDb } from '../../db/client';
import type { TLtiPlatformRow } from '../../db/schema';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TAssignmentsService } from '../assignments/assignments.service';
import type { TRequestContext } from '../auth/auth.context';
import { createLtiRepository } from './lti.repository';
import type { TLtiKeys } from './lti-keys';
import type { TLtiPlatformClient } from './lti-platform-client';

export type TLtiDeps = {
  db: TDb;
  uow: TUnitOfWork;
  keys: TLtiKeys;
  client: TLtiPlatformClient;
  /** Our public address: the launch, login and JWKS URLs are under it. */
  publicUrl: string;
  /** Keys the short-lived token that carries a Deep Linking request to the teacher's choice. */
  jwtSecret: string;
  limits: { maxPupils: number; maxClasses: number };
  limiter: Pick<TRateLimiter, 'consume'>;
  assignments: Pick<TAssignmentsService, 'listForClass' | 'scoreOf'>;
  startSession: (userId: string, role: TRole, request: TRequestContext) => Promise<TAuthSession>;
  /** Creates a pupil's account without e-mail in the caller's transaction (classes/managed-pupils.ts). */
  createPupil: (tx: TDb, input: { name: string; createdByTeacherId: string }) => Promise<{ id: string }>;
  log: { warn: (object: object, message: string) => void };
  now: () => Date;
};

export function createLtiContext(deps: TLtiDeps) {
  const repository = createLtiRepository(deps.db);
  const platformKeys = new Map<string, JWTVerifyGetKey>();
  const urls = {
    launch: `${deps.publicUrl}/api/lti/launch`,
    login: `${deps.publicUrl}/api/lti/login`,
    jwks: `${deps.publicUrl}/api/lti/jwks`,
    register: `${deps.publicUrl}/api/lti/register`,
    deepLink: `${deps.publicUrl}/api/lti/deep-link`,
    assignment: (id: string) => `${deps.publicUrl}/assignments/${id}`,
  };
  return {
    ...deps,
    repository,
    urls,
    /** The platform's keys (its JWKS, fetched and cached by jose, fetched again for a key id it does not know). */
    platformKeys(platform: TLtiPlatformRow) {
      let keys = platformKeys.get(platform.id);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(platform.jwksUri), { timeoutDuration: 10_000 });
        platformKeys.set(platform.id, keys);
      }
      return keys;
    },
    /** The teacher a platform belongs to, as a viewer: Instructor launches act as them. */
    async ownerOf(platform: TLtiPlatformRow): Promise<TViewerIn> {
      const owner = await repository.platformOwner(platform.ownerId);
      return { id: platform.ownerId, role: owner?.role ?? 'TEACHER' };
    },
  };
}

export type TLtiContext = ReturnType<typeof createLtiContext>;
