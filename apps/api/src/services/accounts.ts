import type { TDb } from '../db/client';
import { createSmsSender } from '../lib/sms/sms-sender';
import { createAccountDataRepository } from '../modules/account-data/account-data.repository';
import { createAccountDataService } from '../modules/account-data/account-data.service';
import { pruneAccountForDeletion } from '../modules/account-leaving/account-leaving.service';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createParentalConsentRepository } from '../modules/auth/parental-consent.repository';
import { createClassSeats } from '../modules/classes/class-seats';
import type { TCoursesService } from '../modules/courses/courses.service';
import { createFileRepository } from '../modules/files/file.repository';
import { createFileService } from '../modules/files/file.service';
import { createHomeworkRepository } from '../modules/homework/homework.repository';
import { createHomeworkAuthoringRepository } from '../modules/homework/homework-authoring.repository';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { linkChildIn } from '../modules/parents/use-cases/link-child';
import { createProfilesRepository } from '../modules/profiles/profiles.repository';
import { createRatingsRepository } from '../modules/ratings/ratings.repository';
import { createRatingsService } from '../modules/ratings/ratings.service';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';
import type { TServiceBase } from './inputs';

/** The repositories several parts of the root share, each built once on the database. */
export function createSharedRepositories(db: TDb) {
  return {
    users: createUsersRepository(db),
    auth: createAuthRepository(db),
    files: createFileRepository(db),
    homework: createHomeworkRepository(db),
    homeworkAuthoring: createHomeworkAuthoringRepository(db),
    notifications: createNotificationsRepository(db),
    profiles: createProfilesRepository(db),
  };
}

export type TSharedRepositories = ReturnType<typeof createSharedRepositories>;

/**
 * People and what is theirs: sign-in, accounts, ratings, files and the account's data. Deleting a user forgets
 * the ratings they gave to courses too, and courses are built later (they sell through payments): `courses`
 * is read only when a user is deleted.
 */
export function buildAccountServices(
  { inputs, uow, outbox }: TServiceBase,
  repositories: TSharedRepositories,
  later: { courses: () => TCoursesService },
) {
  const { db, config, jobs } = inputs;
  const auth = createAuthService({
    uow,
    users: repositories.users,
    auth: repositories.auth,
    tokens: inputs.tokens,
    mailer: inputs.mailer,
    limiter: inputs.rateLimiter,
    jobs,
    outbox,
    publicUrl: config.publicUrl,
    tokenSecret: config.jwtSecret,
    classSeats: createClassSeats(config.classes),
    parentalConsents: createParentalConsentRepository(db),
    linkChildByConsent: (tx, parentId, consentToken) =>
      linkChildIn(tx, { outbox, now: () => new Date() }, { id: parentId }, { consentToken }),
  });
  const ratings = createRatingsService({ uow, repository: createRatingsRepository(db), limiter: inputs.rateLimiter });
  const users = createUsersService({
    uow,
    outbox,
    users: repositories.users,
    auth: {
      countUnusedBackupCodes: (userId) => repositories.auth.countUnusedBackupCodes(userId),
      awaitedParentalConsent: async (userId) => {
        const awaiting = await createParentalConsentRepository(db).findAwaiting(userId);
        return awaiting ? { parentEmail: awaiting.parentEmail } : null;
      },
      reauthenticate: auth.reauthenticate,
    },
    beforeDelete: async (tx, userId) => {
      await ratings.forgetGivenBy(tx, userId);
      await later.courses().forgetRatingsGivenBy(tx, userId);
      await pruneAccountForDeletion(tx, userId);
    },
  });
  const files = createFileService({
    repository: repositories.files,
    storage: inputs.fileStorage,
    uploadSlots: inputs.uploadSlots,
    config: config.files,
    jwtSecret: config.jwtSecret,
    log: inputs.log,
  });
  const accountData = createAccountDataService({
    uow,
    repository: createAccountDataRepository(db),
    sms: createSmsSender({ dataDir: config.dataDir, log: inputs.log }),
    limiter: inputs.rateLimiter,
    codeSecret: config.jwtSecret,
  });
  return { auth, ratings, users, files, accountData };
}
