import { z } from 'zod';

export const ZRole = z.enum(['USER', 'TEACHER', 'ADMIN', 'PARENT']);
export type TRole = z.infer<typeof ZRole>;
export const roles = ZRole.options;

/** Roles a person may choose when registering; ADMIN is never self-assigned. */
export const ZRegistrationRole = z.enum(['USER', 'TEACHER', 'PARENT'], { error: 'Niepoprawny format' });
export type TRegistrationRole = z.infer<typeof ZRegistrationRole>;

export const subjects = [
  'MATHS',
  'POLISH',
  'ENGLISH',
  'GERMAN',
  'FRENCH',
  'SPANISH',
  'ITALIAN',
  'BIOLOGY',
  'CHEMISTRY',
  'PHYSICS',
  'GEOGRAPHY',
  'HISTORY',
  'CIVICS',
  'COMPUTER_SCIENCE',
  'MUSIC',
] as const;
export const ZSubject = z.enum(subjects);
export type TSubject = z.infer<typeof ZSubject>;

export const mathConceptTypes = ['DOMAIN', 'THEOREM', 'DEFINITION', 'TAG', 'HOMEWORK_TYPE'] as const;
export const ZMathConceptType = z.enum(mathConceptTypes);
export type TMathConceptType = z.infer<typeof ZMathConceptType>;

/**
 * Content-visibility states of docs/product-spec.md section 3 that only an ADMIN sets (moderation). The review of a
 * new task does not use them: it lives in `adminReviewStatus` while the task stays PRIVATE.
 */
export const moderationStatuses = [
  'HIDDEN',
  'UNDER_REVIEW',
  'PUBLIC_DRAFT',
  'REJECTED',
  'UNDER_COPYRIGHT_REVIEW',
  'REMOVED_FOR_COPYRIGHT',
] as const;

/** Task status: the content-visibility states of docs/product-spec.md section 3 plus the private state of section 4. */
export const homeworkStatuses = ['PUBLIC', 'PRIVATE', ...moderationStatuses] as const;
export const ZHomeworkStatus = z.enum(homeworkStatuses);
export type THomeworkStatus = z.infer<typeof ZHomeworkStatus>;

export const approvalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ZApprovalStatus = z.enum(approvalStatuses);
export type TApprovalStatus = z.infer<typeof ZApprovalStatus>;
/** What a review or a decision on a proposal sets: the approval statuses but PENDING. */
export const approvalDecisions = ['APPROVED', 'REJECTED'] as const satisfies readonly TApprovalStatus[];
export type TApprovalDecision = (typeof approvalDecisions)[number];

export const schoolLevels = ['PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY', 'OTHER'] as const;
export const ZSchoolLevel = z.enum(schoolLevels);
export type TSchoolLevel = z.infer<typeof ZSchoolLevel>;

export const examTypes = ['MATURA', 'EIGHTH_GRADE', 'GIMNAZJALNY'] as const;
export const ZExamType = z.enum(examTypes);
export const examLevels = ['BASIC', 'ADVANCED'] as const;
export const ZExamLevel = z.enum(examLevels);
export const examVariants = ['MAIN', 'RESIT', 'ADDITIONAL', 'TRIAL'] as const;
export const ZExamVariant = z.enum(examVariants);
export const visibilities = ['PUBLIC', 'PRIVATE'] as const;
export const ZVisibility = z.enum(visibilities);

export const solutionFormats = ['LATEX', 'IMAGE', 'VIDEO'] as const;
export const ZSolutionFormat = z.enum(solutionFormats);
export type TSolutionFormat = z.infer<typeof ZSolutionFormat>;
