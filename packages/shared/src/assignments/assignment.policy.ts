import { definePolicy } from '../policies/policy';
import { isAdmin } from '../policies/viewer';

/** One assignment as its rules read it for one viewer. */
export type TAssignmentResource = {
  /** The teachers of the assignment's class (owner and co-teachers). */
  teacherIds: readonly string[];
  /** The class is archived: read-only. */
  archived: boolean;
  /** The viewer is a pupil the assignment is set for. */
  setForViewer: boolean;
  /** The assignment itself is archived (issue 70): read-only until restored; pupils no longer answer it. */
  assignmentArchived: boolean;
};

const runs = (viewer: Parameters<typeof isAdmin>[0], assignment: TAssignmentResource) =>
  isAdmin(viewer) || (!!viewer?.id && assignment.teacherIds.includes(viewer.id));

/**
 * An assignment (issue 56, second slice): its class's teachers and ADMIN define it, edit it and read the results;
 * a pupil it is set for reads their own items and answers them (not in an archived class). An archived assignment
 * (issue 70) is read-only: only archiving and restoring it (`archive`) stay, and a pupil still opens it to read.
 */
export const assignmentPolicy = definePolicy<TAssignmentResource>()({
  read: (viewer, assignment) => runs(viewer, assignment) || assignment.setForViewer,
  update: (viewer, assignment) => runs(viewer, assignment) && !assignment.archived && !assignment.assignmentArchived,
  delete: (viewer, assignment) => runs(viewer, assignment) && !assignment.archived && !assignment.assignmentArchived,
  archive: (viewer, assignment) => runs(viewer, assignment) && !assignment.archived,
  answer: (_viewer, assignment) => assignment.setForViewer && !assignment.archived && !assignment.assignmentArchived,
  readResults: (viewer, assignment) => runs(viewer, assignment),
});
