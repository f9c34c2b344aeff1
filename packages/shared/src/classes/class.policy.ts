import { definePolicy } from '../policies/policy';
import { isAdmin } from '../policies/viewer';
import type { TClassMembershipStatus } from './class-messages';

/** One class as its rules read it for one viewer: its teachers, whether it is archived, the viewer's own membership. */
export type TClassResource = {
  ownerId: string;
  teacherIds: readonly string[];
  archived: boolean;
  /** The viewer's own membership as a pupil, null when they have none. */
  viewerMembership: TClassMembershipStatus | null;
};

const teaches = (viewerId: string | undefined, schoolClass: TClassResource) =>
  !!viewerId && schoolClass.teacherIds.includes(viewerId);
const runs = (viewer: Parameters<typeof isAdmin>[0], schoolClass: TClassResource) =>
  isAdmin(viewer) || teaches(viewer?.id, schoolClass);

/**
 * A class (issue 56): its teachers (owner and co-teachers) and ADMIN see it whole and run it; an archived class is
 * read-only (only un-archiving is allowed); the owner and ADMIN add and remove co-teachers; a pupil member sees the
 * class without the roster and may leave it.
 */
export const classPolicy = definePolicy<TClassResource>()({
  read: (viewer, schoolClass) => runs(viewer, schoolClass) || schoolClass.viewerMembership !== null,
  /** The roster: pupils with their logins and the pending requests. */
  readRoster: (viewer, schoolClass) => runs(viewer, schoolClass),
  /** Edit the settings, or archive and un-archive (an archived class accepts only un-archiving). */
  update: (viewer, schoolClass) => runs(viewer, schoolClass),
  /** Approve, remove and move pupils, issue a new code. */
  manageRoster: (viewer, schoolClass) => runs(viewer, schoolClass) && !schoolClass.archived,
  manageTeachers: (viewer, schoolClass) =>
    (isAdmin(viewer) || viewer?.id === schoolClass.ownerId) && !schoolClass.archived,
  leave: (_viewer, schoolClass) => schoolClass.viewerMembership !== null,
});
