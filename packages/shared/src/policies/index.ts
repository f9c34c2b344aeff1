import { assignmentPolicy, type TAssignmentResource } from '../assignments/assignment.policy';
import { classPolicy, type TClassResource } from '../classes/class.policy';
import { notePolicy, type TNoteResource } from '../notes/note.policy';
import { supportNodePolicy, type TSupportNodeResource } from '../support/support-node.policy';
import { accountDataPolicy, type TAccountDataResource } from './account-data.policy';
import { cataloguePolicy, type TCatalogueResource } from './catalogue.policy';
import { commercePolicy, purchasePolicy, type TCommerceResource, type TPurchaseResource } from './commerce.policy';
import { coursePolicy, type TCourseResource } from './course.policy';
import { filePolicy, type TFileResource } from './file.policy';
import { gameLevelPolicy, gamePolicy, type TGameLevelResource, type TGameResource } from './game.policy';
import { homeworkPolicy, type THomeworkResource } from './homework.policy';
import {
  homeworkRequestOfferPolicy,
  homeworkRequestPolicy,
  type THomeworkRequestOfferResource,
  type THomeworkRequestResource,
} from './homework-request.policy';
import { homeworkTypePolicy, type THomeworkTypeResource } from './homework-type.policy';
import { mathConceptPolicy, type TMathConceptResource } from './math-concept.policy';
import {
  profilePolicy,
  type TProfileResource,
  type TUserDirectoryResource,
  userDirectoryPolicy,
} from './profile.policy';
import {
  homeworkRatingPolicy,
  reviewPolicy,
  type THomeworkRatingResource,
  type TReviewResource,
} from './rating.policy';
import { reportPolicy, type TReportResource } from './report.policy';
import {
  bookingPolicy,
  lessonPolicy,
  studentTeacherPolicy,
  type TBookingResource,
  type TLessonResource,
  type TStudentTeacherResource,
  type TTutoringResource,
  tutoringPolicy,
} from './tutoring.policy';
import { type TUserResource, userPolicy } from './user.policy';
import type { TViewer } from './viewer';

export * from '../assignments/assignment.policy';
export * from '../classes/class.policy';
export * from '../notes/note.policy';
export * from '../support/support-node.policy';
export * from './account-data.policy';
export * from './catalogue.policy';
export * from './commerce.policy';
export * from './course.policy';
export * from './file.policy';
export * from './game.policy';
export * from './homework.policy';
export * from './homework-request.policy';
export * from './homework-type.policy';
export * from './math-concept.policy';
export * from './policy';
export * from './profile.policy';
export * from './rating.policy';
export * from './report.policy';
export * from './tutoring.policy';
export * from './user.policy';
export * from './viewer';

/** What the rules of each kind of resource read. */
type TResources = {
  catalogue: TCatalogueResource;
  homework: THomeworkResource;
  mathConcept: TMathConceptResource;
  file: TFileResource;
  homeworkType: THomeworkTypeResource;
  user: TUserResource;
  accountData: TAccountDataResource;
  homeworkRating: THomeworkRatingResource;
  review: TReviewResource;
  profile: TProfileResource;
  userDirectory: TUserDirectoryResource;
  purchase: TPurchaseResource;
  commerce: TCommerceResource;
  game: TGameResource;
  gameLevel: TGameLevelResource;
  tutoring: TTutoringResource;
  booking: TBookingResource;
  lesson: TLessonResource;
  studentTeacher: TStudentTeacherResource;
  homeworkRequest: THomeworkRequestResource;
  homeworkRequestOffer: THomeworkRequestOfferResource;
  report: TReportResource;
  course: TCourseResource;
  supportNode: TSupportNodeResource;
  note: TNoteResource;
  schoolClass: TClassResource;
  assignment: TAssignmentResource;
};

/** Every policy, by the kind of resource it rules. */
export const policies = {
  catalogue: cataloguePolicy,
  homework: homeworkPolicy,
  mathConcept: mathConceptPolicy,
  file: filePolicy,
  homeworkType: homeworkTypePolicy,
  user: userPolicy,
  accountData: accountDataPolicy,
  homeworkRating: homeworkRatingPolicy,
  review: reviewPolicy,
  profile: profilePolicy,
  userDirectory: userDirectoryPolicy,
  purchase: purchasePolicy,
  commerce: commercePolicy,
  game: gamePolicy,
  gameLevel: gameLevelPolicy,
  tutoring: tutoringPolicy,
  booking: bookingPolicy,
  lesson: lessonPolicy,
  studentTeacher: studentTeacherPolicy,
  homeworkRequest: homeworkRequestPolicy,
  homeworkRequestOffer: homeworkRequestOfferPolicy,
  report: reportPolicy,
  course: coursePolicy,
  supportNode: supportNodePolicy,
  note: notePolicy,
  schoolClass: classPolicy,
  assignment: assignmentPolicy,
} satisfies { [K in keyof TResources]: Record<string, (viewer: TViewer, resource: TResources[K]) => boolean> };

export type TPolicyKind = keyof typeof policies;
/** The actions of one kind of resource: `can` refuses any other name at compile time. */
export type TPolicyAction<K extends TPolicyKind> = keyof (typeof policies)[K] & string;
export type TPolicyResource<K extends TPolicyKind> = TResources[K];
/** A resource named with its kind, which is what `can` reads to find the policy. */
export type TPolicySubject<K extends TPolicyKind> = TResources[K] & { readonly kind: K };
/** The viewer's answer for every action of one resource: what responses carry as `policies`. */
export type TPolicies<K extends TPolicyKind> = { [A in TPolicyAction<K>]: boolean };

/** Names a resource with its kind: `can(viewer, 'update', subject('homework', row))`. */
export const subject = <K extends TPolicyKind>(kind: K, resource: TResources[K]): TPolicySubject<K> => ({
  ...resource,
  kind,
});

/** The catalogue as a subject: actions before any one task is at hand (`can(viewer, 'createHomework', catalogue)`). */
export const catalogue: TPolicySubject<'catalogue'> = { kind: 'catalogue' };
/** Task types as a whole (`can(viewer, 'create', homeworkTypes)`). */
export const homeworkTypes: TPolicySubject<'homeworkType'> = { kind: 'homeworkType' };
/** All accounts as a subject (`can(viewer, 'list', userDirectory)`). */
export const userDirectory: TPolicySubject<'userDirectory'> = { kind: 'userDirectory' };
/** Commerce as a subject (`can(viewer, 'administer', commerce)`). */
export const commerce: TPolicySubject<'commerce'> = { kind: 'commerce' };
/** Tutoring as a subject (`can(viewer, 'offerLessons', tutoring)`). */
export const tutoring: TPolicySubject<'tutoring'> = { kind: 'tutoring' };

const ruleOf = <K extends TPolicyKind>(kind: K, action: TPolicyAction<K>) =>
  (policies[kind] as Record<TPolicyAction<K>, (viewer: TViewer, resource: TResources[K]) => boolean>)[action];

/** May this viewer take this action on this resource (docs/product-spec.md section 6). */
export function can<K extends TPolicyKind>(viewer: TViewer, action: TPolicyAction<K>, resource: TPolicySubject<K>) {
  return ruleOf(resource.kind, action)(viewer, resource);
}

/** Every action of one resource answered for this viewer, for a response's `policies` field. */
export function policiesFor<K extends TPolicyKind>(viewer: TViewer, kind: K, resource: TResources[K]): TPolicies<K> {
  const answers: Record<string, boolean> = {};
  for (const action of Object.keys(policies[kind]) as TPolicyAction<K>[]) {
    answers[action] = ruleOf(kind, action)(viewer, resource);
  }
  return answers as TPolicies<K>;
}
