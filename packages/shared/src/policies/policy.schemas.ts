import { z } from 'zod';
import { policies, type TPolicyAction, type TPolicyKind } from './index';

/** `{action: boolean}` for every action of one kind, in the order the policy lists them. */
const policiesSchema = <K extends TPolicyKind>(kind: K) =>
  z
    .object(
      Object.fromEntries(Object.keys(policies[kind]).map((action) => [action, z.boolean()])) as Record<
        TPolicyAction<K>,
        z.ZodBoolean
      >,
    )
    .describe('What the viewer may do with this resource, answered by the server for the viewer of this request');

export const ZHomeworkPolicies = policiesSchema('homework');
export const ZMathConceptPolicies = policiesSchema('mathConcept');
export const ZFilePolicies = policiesSchema('file');
export const ZHomeworkRatingPolicies = policiesSchema('homeworkRating');
export const ZReviewPolicies = policiesSchema('review');
export const ZProfilePolicies = policiesSchema('profile');
export const ZGamePolicies = policiesSchema('game');
export const ZBookingPolicySet = policiesSchema('booking');
export const ZLessonPolicySet = policiesSchema('lesson');
export const ZStudentTeacherPolicySet = policiesSchema('studentTeacher');
export const ZHomeworkRequestPolicySet = policiesSchema('homeworkRequest');
export const ZHomeworkRequestOfferPolicySet = policiesSchema('homeworkRequestOffer');
export const ZReportPolicySet = policiesSchema('report');
export const ZCoursePolicySet = policiesSchema('course');
