import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import type { TEventOutbox } from '../lib/events/event-outbox';
import type { TJobQueue } from '../lib/jobs/job-queue';
import type { TUnitOfWork } from '../lib/uow';
import type { TTokenSigner } from '../modules/auth/access-token';
import type { TFileStorage } from '../modules/files/storage/file-storage';
import type { TUploadSlots } from '../modules/files/upload-slots';
import type { TMailer } from '../modules/mail/mail.service';
import type { TPresenceStore } from '../modules/realtime/presence-store';
import type { TRealtime } from '../modules/realtime/realtime';
import type { TRateLimiter } from '../plugins/rate-limit';

/** What the services are built from: the database and the infrastructure the plugins provide. */
export type TServiceInputs = {
  db: TDb;
  databaseKind: TDatabase['kind'];
  config: TConfig;
  mailer: TMailer;
  tokens: TTokenSigner;
  rateLimiter: TRateLimiter;
  jobs: TJobQueue;
  realtime: TRealtime;
  presence: TPresenceStore;
  fileStorage: TFileStorage;
  uploadSlots: TUploadSlots;
  log: FastifyBaseLogger;
};

/** What every part of the composition root builds on: its inputs, the unit of work and the event outbox. */
export type TServiceBase = { inputs: TServiceInputs; uow: TUnitOfWork; outbox: TEventOutbox };
