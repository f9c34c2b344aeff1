import {
  can,
  errorMessages,
  subject,
  successMessages,
  type TMe,
  type TPublicUser,
  type TSelectableUsersPage,
  type TSelectableUsersQuery,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TRequestContext } from '../../lib/routes/request-context';
import type { TUnitOfWork } from '../../lib/uow';
import type { TAuthViewer } from '../../plugins/auth';
import { presentAvatar, type TAvatarRow } from './avatar';
import { createUsersRepository, type TUsersRepository } from './users.repository';

export const toPublicUser = (user: TUserRow & TAvatarRow): TPublicUser => ({
  id: user.id,
  role: user.role,
  username: user.username,
  displayName: user.displayName,
  avatar: presentAvatar(user),
  description: user.description,
  lastOnline: user.lastOnline?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** What re-confirms the signed-in person: the current password, or a 2FA code when 2FA is on (auth.context.ts). */
type TIdentityProof = { currentPassword?: string; code?: string };

/** What the account pages ask of sign-in (auth, wired in services/accounts.ts): the 2FA backup codes, re-confirming. */
export type TAccountAuth = {
  countUnusedBackupCodes(userId: string): Promise<number>;
  /** The parent's address a pupil under 16 waits for (auth/parental-consent.repository.ts); null when none. */
  awaitedParentalConsent(userId: string): Promise<{ parentEmail: string } | null>;
  reauthenticate(userId: string, proof: TIdentityProof, ctx: TRequestContext): Promise<unknown>;
};

export function createUsersService(deps: {
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  users: TUsersRepository;
  auth: TAccountAuth;
  /** Runs in the deleting transaction before the account's row goes (ratings recompute what it gave). */
  beforeDelete?: (tx: TDb, userId: string) => Promise<void>;
}) {
  const findOrThrow = async (id: string) => {
    const user = await deps.users.findWithAvatar(id);
    if (!user) throw AppError.notFound(errorMessages.userNotFound);
    return user;
  };

  /** The deletion itself, in the caller's transaction: what goes beyond the cascade, the row, and `user.deleted`. */
  const removeAccount = async (tx: TDb, id: string, actorId: string | null) => {
    await deps.beforeDelete?.(tx, id);
    if (!(await createUsersRepository(tx).delete(id))) return false;
    await deps.outbox.record(tx, 'user.deleted', { userId: id }, { actorId });
    return true;
  };

  return {
    /**
     * Deletes an account with everything in it, as `deleteUser` does, in the caller's transaction and without a
     * viewer: the platform's own decision (a parent's consent never given, modules/parents/consent-lifecycle).
     */
    removeAccount: (tx: TDb, id: string) => removeAccount(tx, id, null),

    async getMe(viewer: TAuthViewer): Promise<TMe> {
      const user = await findOrThrow(viewer.id);
      return {
        ...toPublicUser(user),
        email: user.email,
        emailConfirmed: !!user.emailConfirmedAt,
        passwordChangeRequired: user.passwordChangeRequired,
        twoFactorEnabled: !!user.twoFactorEnabledAt,
        backupCodesLeft: user.twoFactorEnabledAt ? await deps.auth.countUnusedBackupCodes(user.id) : 0,
        hasActiveSubscription: viewer.hasActiveSubscription,
        awaitingParentalConsent: viewer.awaitingParentalConsent
          ? await deps.auth.awaitedParentalConsent(user.id)
          : null,
      };
    },

    /**
     * The accounts a signed-in person may pick (user picker, mentions), never with e-mail addresses: only those
     * the contact rule lets them find (modules/contacts), so the picker is never a directory of children. ADMIN
     * finds everybody; a TEACHER finds teachers, ADMIN and the students linked to them, plus the student whose
     * login is exactly the search; a student finds only the teachers linked to them.
     *
     * `skipStudentTeachers` leaves out the people already linked to the viewer by a student–teacher link
     * (docs/product-spec.md section 3) that is PENDING or ACCEPTED: a student's own teachers, a teacher's own
     * students (so a teacher inviting students is offered only those not invited yet).
     */
    async listSelectable(viewer: TAuthViewer, query: TSelectableUsersQuery): Promise<TSelectableUsersPage> {
      const { rows, total } = await deps.users.listSelectable({
        viewer,
        search: query.search,
        roles: query.roles,
        skipLinked: query.skipStudentTeachers,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        results: rows.map(({ avatarFileId, avatarThumbnailKey, ...row }) => ({
          ...row,
          avatar: presentAvatar({ avatarFileId, avatarThumbnailKey }),
        })),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * Deletes an account and, by cascade, its sessions and tokens: the owner or an ADMIN, each confirming with
     * the own password (or 2FA code), so a stolen bearer token alone deletes nothing.
     */
    async deleteUser(viewer: TAuthViewer, id: string, proof: TIdentityProof, ctx: TRequestContext) {
      if (!can(viewer, 'delete', subject('user', { id }))) throw AppError.forbidden();
      await deps.auth.reauthenticate(viewer.id, proof, ctx);
      const deleted = await deps.uow.run((tx) => removeAccount(tx, id, viewer.id));
      if (!deleted) throw AppError.notFound(errorMessages.userNotFound);
      return { message: successMessages.deleted };
    },
  };
}
