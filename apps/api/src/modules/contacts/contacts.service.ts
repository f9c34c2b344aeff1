import { chatMessages, teacherVerificationMessages } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { noMinorsInGroupRooms, rolesWithAccess } from './contacts.policy';
import type { TContactsRepository, TContactViewer } from './contacts.repository';

/**
 * Who may start contact with whom (contacts.policy.ts, "linked" in contacts.repository.ts): the one owner of the
 * rule, asked by every place that starts contact (a chat room, a new member, a direct room) and, as SQL, by the
 * user picker (`findableWhere`).
 */
export function createContactsService(deps: {
  repository: TContactsRepository;
  /** Teacher verification (issue 72): an unverified TEACHER starts no conversation with a minor outside a class. */
  verification?: {
    /** The gate of safeguarding/teacher-verification (wired in services/messaging.ts; a port, so no two-way import). */
    requireVerifiedForMinorsOutsideClasses(
      teacher: TContactViewer,
      ids: readonly string[],
      now: Date,
      message: string,
    ): Promise<void>;
  };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  async function contactableIds(viewer: TContactViewer, ids: readonly string[]): Promise<Set<string>> {
    // Anybody for whom every role is open (ADMIN) needs no look-up.
    if (!rolesWithAccess(viewer.role, 'linked').length && !rolesWithAccess(viewer.role, 'never').length) {
      return new Set(ids);
    }
    return deps.repository.contactableIds(viewer, ids);
  }

  /**
   * 403 with `chatMessages.contactNotAllowed` unless the viewer may start contact with each of `ids`; an unverified
   * TEACHER and a minor not in their class: 403 `chatNeedsVerification` (issue 72).
   */
  async function requireContactable(viewer: TContactViewer, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const allowed = await contactableIds(viewer, unique);
    if (unique.some((id) => !allowed.has(id))) throw AppError.forbidden(chatMessages.contactNotAllowed);
    await deps.verification?.requireVerifiedForMinorsOutsideClasses(
      viewer,
      unique,
      now(),
      teacherVerificationMessages.chatNeedsVerification,
    );
  }

  return {
    contactableIds,
    requireContactable,

    async mayContact(viewer: TContactViewer, userId: string): Promise<boolean> {
      return (await contactableIds(viewer, [userId])).has(userId);
    },

    /**
     * The people the viewer puts into a group room (a new one, or new members): each contactable (else 403
     * `contactNotAllowed`), and no minor when the viewer is a TEACHER (403 `minorInGroupRoom`, issue 72).
     */
    async requireGroupContactable(viewer: TContactViewer, ids: readonly string[]): Promise<void> {
      await requireContactable(viewer, ids);
      if (!ids.length || !noMinorsInGroupRooms.includes(viewer.role)) return;
      if ((await deps.repository.minorIds(ids)).size) throw AppError.forbidden(chatMessages.minorInGroupRoom);
    },
  };
}

export type TContactsService = ReturnType<typeof createContactsService>;
