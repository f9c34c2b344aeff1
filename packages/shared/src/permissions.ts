import { cataloguePolicy } from './policies/catalogue.policy';
import { homeworkPolicy } from './policies/homework.policy';
import { homeworkTypePolicy } from './policies/homework-type.policy';
import { mathConceptPolicy } from './policies/math-concept.policy';
import { userPolicy } from './policies/user.policy';
import type { TViewer } from './policies/viewer';

export { isAdmin, isPremium, type TViewer, type TViewerIn } from './policies/viewer';

/**
 * The earlier one-function-per-rule names, kept as thin aliases of the policies (`./policies`), which are
 * where the rules live; new code calls `can(viewer, action, subject)`.
 */
export const canDeleteUser = (viewer: TViewer, userId: string) => userPolicy.delete(viewer, { id: userId });
export const canAddHomework = (viewer: TViewer) => cataloguePolicy.createHomework(viewer);
export const canViewHomework = homeworkPolicy.read;
export const canEditHomework = homeworkPolicy.update;
export const canDeleteHomework = homeworkPolicy.delete;
export const canReviewHomework = (viewer: TViewer) => cataloguePolicy.reviewHomework(viewer);
export const canManageHomeworkTypes = (viewer: TViewer) => homeworkTypePolicy.update(viewer);
export const canCreateMathConcept = (viewer: TViewer, type: string) => mathConceptPolicy.create(viewer, { type });
