import { z } from 'zod';
import { roles, ZRole } from '../enums';
import { ZUploadedFile } from '../files/file.schemas';
import { ZLearningAttempt, ZMasteryState } from '../learning/learning.schemas';
import { ZLearningLevel } from '../learning/learning-level.schemas';
import { ZPracticeReason } from '../learning/practice.schemas';
import { ZMockAnswer, ZMockResult } from '../mock-exams/mock-exam-answers.schemas';
import { ZProfilePolicies } from '../policies/policy.schemas';
import { ZUserRating } from '../ratings/rating.schemas';
import { requiredString, ZName } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import { badgeIds, grantableBadgeIds } from './badges';
import { ZAvatar, ZPublicUser } from './user.schemas';

export const profileLimits = {
  /** Plain-text characters of the rich description: the spec's "long text" (docs/product-spec.md section 5). */
  descriptionMaxLength: 256,
  /** The stored HTML around those characters (marks, paragraphs, math) may be longer, within reason. */
  descriptionMaxHtmlLength: 8000,
  /** The teacher card folds the description past this height (section 2). */
  descriptionFoldPx: 300,
  usersPageSize: 10,
  usersMaxPageSize: 50,
} as const;

export const profileMessages = {
  username: 'Niepoprawny login',
  avatarId: 'Niepoprawny identyfikator zdjęcia',
  videoId: 'Niepoprawny identyfikator filmu',
  avatarNotImage: 'Zdjęcie profilowe musi być Twoim obrazem (jpg, jpeg, png lub gif).',
  videoNotVideo: 'Film powitalny musi być Twoim plikiem wideo (mp4, mkv, avi lub m4v).',
  videoTeacherOnly: 'Film powitalny może dodać tylko nauczyciel.',
  descriptionTooLong: m.longTextMax,
  flag: 'Niepoprawna wartość',
  sort: 'Niepoprawne sortowanie',
  role: 'Niepoprawna rola',
  badge: 'Niepoprawna odznaka',
  page: 'Niepoprawny numer strony',
  pageSize: `Rozmiar strony musi wynosić od 1 do ${profileLimits.usersMaxPageSize}`,
  search: 'Wyszukiwana fraza może mieć najwyżej 100 znaków',
} as const;

export const ZBadgeId = z.enum(badgeIds, { error: profileMessages.badge });
export const ZGrantableBadgeId = z.enum(grantableBadgeIds, { error: profileMessages.badge });

/** A badge on a card: what it is called and why the person has it (users/badges.ts). */
export const ZBadge = z.object({ id: ZBadgeId, label: z.string(), description: z.string() });
export type TBadge = z.infer<typeof ZBadge>;

export const ZUsernameParams = z.object({
  username: requiredString().min(1, profileMessages.username).max(64, profileMessages.username),
});

/**
 * A profile as its page and the hover card show it (GET /user/{id}, GET /user/username/{username}).
 * `phoneNumber` is present only when its owner made it public (and confirmed it), or to the owner.
 */
/** A TEACHER's verification for work with minors (issue 72): "Zweryfikowany" on the card; false for other roles. */
const teacherVerification = {
  verified: z.boolean().describe("A TEACHER whose verification holds now (the card's badge 'Zweryfikowany')"),
  verifiedUntil: z.iso.datetime({ offset: true }).nullable().describe('Until when, while verified'),
};

export const ZUserProfile = ZPublicUser.extend({
  ...teacherVerification,
  badges: z.array(ZBadge),
  video: ZUploadedFile.nullable().describe("The teacher's intro video"),
  phoneNumber: z.string().nullable(),
  phoneNumberPublic: z.boolean(),
  rating: ZUserRating,
  policies: ZProfilePolicies,
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/**
 * PUT /user/profile {avatarId, videoId, displayName, description, phoneNumberPublic}: every field optional, an
 * absent one unchanged, null clears avatar, video and description. The avatar is the owner's image (its 320 px
 * thumbnail is what cards show); the video is the owner's video file, teachers only; the description is rich
 * HTML, sanitized on the server, at most 256 characters of text.
 */
export const ZProfileSave = z.object(
  {
    avatarId: z.uuid({ error: profileMessages.avatarId }).nullable().optional(),
    videoId: z.uuid({ error: profileMessages.videoId }).nullable().optional(),
    displayName: ZName.optional(),
    description: z
      .string({ error: m.required })
      .max(profileLimits.descriptionMaxHtmlLength, profileMessages.descriptionTooLong)
      .nullable()
      .optional()
      .describe(`Rich HTML; at most ${profileLimits.descriptionMaxLength} characters of plain text`),
    phoneNumberPublic: z.boolean({ error: profileMessages.flag }).optional(),
  },
  { error: m.required },
);
export type TProfileSave = z.infer<typeof ZProfileSave>;

export const ZProfileSaved = z.object({ message: z.string(), profile: ZUserProfile });
export type TProfileSaved = z.infer<typeof ZProfileSaved>;

/** User sort (docs/product-spec.md section 9). */
export const userSorts = ['createdAt:DESC', 'createdAt:ASC', 'rating:DESC'] as const;
export const ZUserSort = z.enum(userSorts, { error: profileMessages.sort });

/** GET /user: ADMIN's list of accounts. */
export const ZUserListQuery = z.object({
  ...pagingQuery(
    { max: profileLimits.usersMaxPageSize, fallback: profileLimits.usersPageSize, message: profileMessages.pageSize },
    profileMessages.page,
  ),
  search: z
    .string()
    .max(100, profileMessages.search)
    .optional()
    .describe('Part of the login, display name or e-mail; case- and accent-insensitive'),
  role: z.enum(roles, { error: profileMessages.role }).optional(),
  sort: ZUserSort.default('createdAt:DESC'),
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;
export type TUserListQueryInput = z.input<typeof ZUserListQuery>;

export const ZUserListItem = z.object({
  id: z.uuid(),
  role: ZRole,
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  avatar: ZAvatar,
  rating: ZUserRating,
  lastOnline: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZUserListPage = pageOf(ZUserListItem);
export type TUserListPage = z.infer<typeof ZUserListPage>;

/** GET /user/teachers: the public teacher picker and "find a teacher" list, best rated first by default. */
export const ZTeacherListQuery = z.object({
  ...pagingQuery(
    { max: profileLimits.usersMaxPageSize, fallback: profileLimits.usersPageSize, message: profileMessages.pageSize },
    profileMessages.page,
  ),
  search: z.string().max(100, profileMessages.search).optional().describe('Part of the login or display name'),
  sort: ZUserSort.default('rating:DESC'),
});
export type TTeacherListQuery = z.output<typeof ZTeacherListQuery>;
export type TTeacherListQueryInput = z.input<typeof ZTeacherListQuery>;

export const ZTeacherListItem = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  avatar: ZAvatar,
  rating: ZUserRating,
  badges: z.array(ZBadge),
  ...teacherVerification,
});
export type TTeacherListItem = z.infer<typeof ZTeacherListItem>;

export const ZTeacherListPage = pageOf(ZTeacherListItem);
export type TTeacherListPage = z.infer<typeof ZTeacherListPage>;

/** PUT /user/{id}/badges: ADMIN sets the hand-given badges (the earned ones follow activity). */
export const ZBadgesGrant = z.object(
  { granted: z.array(ZGrantableBadgeId).max(grantableBadgeIds.length) },
  { error: m.required },
);
export type TBadgesGrant = z.infer<typeof ZBadgesGrant>;

/**
 * GET /user/stats: what fits the viewer's role. Everybody: tasks rated, reviews written. A TEACHER (and an
 * ADMIN, who authors too): tasks published, waiting for review and private, the tasks' average rating and
 * count, reviews received and their average. An ADMIN: accounts per role and tasks waiting for review.
 * Later issues add solved tasks (lists), earnings and lessons.
 */
export const ZUserStats = z.object({
  role: ZRole,
  ratedHomeworks: z.number().int(),
  reviewsWritten: z.number().int(),
  author: z
    .object({
      publishedHomeworks: z.number().int(),
      homeworksUnderReview: z.number().int(),
      privateHomeworks: z.number().int(),
      homeworkRating: z.number(),
      homeworkRatingCount: z.number().int(),
      reviewsReceived: z.number().int(),
      reviewsAverage: z.number(),
    })
    .nullable(),
  admin: z
    .object({
      users: z.object({ USER: z.number().int(), TEACHER: z.number().int(), ADMIN: z.number().int() }),
      homeworksAwaitingReview: z.number().int(),
    })
    .nullable(),
  badges: z.array(ZBadge),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/**
 * GET /user/me/export: everything the platform keeps about the signed-in person, as one JSON document to
 * download before deleting the account (issue 14 point 8). Files are listed (name, size, link), not embedded.
 */
export const ZAccountExport = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    id: z.uuid(),
    role: ZRole,
    username: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    description: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    phoneNumberPublic: z.boolean(),
    /** The teacher who made this account without e-mail (issue 56), and whether its password is still a one-time one. */
    createdByTeacherId: z.uuid().nullable(),
    passwordChangeRequired: z.boolean(),
    createdAt: z.iso.datetime(),
    lastOnline: z.iso.datetime().nullable(),
  }),
  personalData: z.unknown().nullable(),
  company: z.unknown().nullable(),
  paymentMethods: z.array(z.unknown()),
  homeworks: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      status: z.string(),
      title: z.string().nullable(),
      description: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  homeworkRatings: z.array(z.object({ homeworkId: z.uuid(), rating: z.number().int(), updatedAt: z.iso.datetime() })),
  reviewsWritten: z.array(
    z.object({
      id: z.uuid(),
      teacherId: z.uuid(),
      rating: z.number().int(),
      review: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  reviewsReceived: z.array(
    z.object({ id: z.uuid(), rating: z.number().int(), review: z.string(), createdAt: z.iso.datetime() }),
  ),
  files: z.array(
    z.object({
      id: z.uuid(),
      originalname: z.string(),
      size: z.number().int(),
      mimetype: z.string(),
      assign: z.string(),
      url: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  chatMessagesCount: z.number().int(),
  answerAttempts: z
    .array(z.object({ homeworkId: z.uuid(), answer: z.string(), correct: z.boolean(), createdAt: z.iso.datetime() }))
    .describe('Answers the user checked against tasks, newest first'),
  learningAttempts: z
    .array(ZLearningAttempt)
    .describe('The whole attempt log (every answer the user gave: tasks, exercises, quizzes, practice), newest first'),
  conceptStates: z
    .array(
      z.object({
        conceptId: z.uuid(),
        conceptName: z.string().nullable().describe('Null when the concept has since been deleted'),
        state: ZMasteryState,
        due: z.iso.datetime().describe('When the concept should be practised again (FSRS-6)'),
        stability: z.number().describe('Days until recall is expected to fall to 90 %'),
        difficulty: z.number().describe("FSRS-6's difficulty of the concept for this student (1–10)"),
        fsrsState: z.int(),
        elapsedDays: z.int(),
        scheduledDays: z.int(),
        learningSteps: z.int(),
        reps: z.int(),
        lapses: z.int(),
        lastReview: z.iso.datetime().nullable(),
        attempts: z.int(),
        correct: z.int(),
        wrongStreak: z.int(),
        lastAnswerCorrect: z.boolean(),
        lastAttemptAt: z.iso.datetime(),
        lastCorrectAt: z.iso.datetime().nullable(),
        correctDays: z.int(),
        spacedRetrieval: z.boolean(),
      }),
    )
    .describe(
      'The student model inferred from the attempts: per concept met, its level and memory, the soonest due first',
    ),
  studentRating: z
    .object({ rating: z.number(), attempts: z.int() })
    .nullable()
    .describe("The student's Elo rating inferred from first attempts at tasks (null before any)"),
  learningLevel: ZLearningLevel.nullable().describe('The level the student chose to practise up to (null: not chosen)'),
  practiceSessions: z
    .array(
      z.object({
        id: z.uuid(),
        createdAt: z.iso.datetime(),
        items: z.array(
          z.object({
            position: z.int(),
            homeworkId: z.uuid().describe("The task, or a generated variant's stable item id"),
            generatorId: z.string().nullable(),
            seed: z.int().nullable(),
            conceptId: z.uuid(),
            reason: ZPracticeReason,
            correct: z.boolean().nullable(),
            answeredAt: z.iso.datetime().nullable(),
          }),
        ),
      }),
    )
    .describe('Practice sessions chosen from the student model, oldest first, with their items and answers'),
  gameProgress: z
    .array(z.object({ gameId: z.uuid(), levelIndex: z.number().int(), completedAt: z.iso.datetime() }))
    .describe('Levels of interactive exercises the user completed (0-based)'),
  tutoringBookings: z
    .array(
      z.object({
        id: z.uuid(),
        role: z.enum(['student', 'teacher']),
        status: z.string(),
        amountGross: z.number().int(),
        lessons: z.array(z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), cancelled: z.boolean() })),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('Tutoring bookings, as the student or as the teacher, with their lessons'),
  homeworkRequests: z
    .array(z.object({ id: z.uuid(), title: z.string(), status: z.string(), createdAt: z.iso.datetime() }))
    .describe('On-request tasks the user posted'),
  payments: z
    .array(
      z.object({
        id: z.uuid(),
        status: z.string(),
        method: z.string(),
        itemKind: z.string(),
        itemName: z.string(),
        amountGross: z.number().int(),
        currency: z.string(),
        buyer: z.unknown().describe('The invoice buyer as chosen at checkout'),
        transferTitle: z.string().nullable(),
        undelivered: z.boolean(),
        createdAt: z.iso.datetime(),
        paidAt: z.iso.datetime().nullable(),
      }),
    )
    .describe('Every payment of the account, newest first'),
  invoices: z
    .array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        kind: z.string(),
        paymentId: z.uuid(),
        issueDate: z.string(),
        url: z.string().describe('The invoice document, signed in as this account'),
      }),
    )
    .describe('VAT invoices and corrections issued to the account'),
  tokenLedger: z
    .array(
      z.object({
        delta: z.number().int(),
        balanceAfter: z.number().int(),
        reason: z.string(),
        description: z.string(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('Every change of the token balance, oldest first'),
  subscriptions: z
    .array(
      z.object({
        planName: z.string(),
        status: z.string(),
        startsAt: z.iso.datetime(),
        endsAt: z.iso.datetime(),
        revokedAt: z.iso.datetime().nullable(),
      }),
    )
    .describe('Premium periods'),
  unlocks: z
    .array(z.object({ homeworkId: z.uuid(), type: z.string(), createdAt: z.iso.datetime() }))
    .describe('Paid solutions and hints unlocked with tokens'),
  notes: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        content: z.string(),
        createdAt: z.iso.datetime(),
        updatedAt: z.iso.datetime(),
      }),
    )
    .describe("The account's notes (their files are in `files`)"),
  reportsFiled: z
    .array(
      z.object({
        id: z.uuid(),
        targetType: z.string(),
        targetLabel: z.string(),
        reason: z.string(),
        details: z.string(),
        status: z.string(),
        decisionNote: z.string(),
        createdAt: z.iso.datetime(),
        decidedAt: z.iso.datetime().nullable(),
      }),
    )
    .describe('Reports the account filed, with their decision'),
  lists: z
    .array(
      z.object({
        id: z.uuid(),
        kind: z.string(),
        name: z.string(),
        description: z.string(),
        homeworkIds: z.array(z.uuid()),
      }),
    )
    .describe('Lists of tasks, with their tasks in order'),
  courses: z
    .array(
      z.object({
        courseId: z.uuid(),
        title: z.string(),
        rating: z.number().int().nullable(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('Courses joined or bought, with the rating given'),
  mockAttempts: z
    .array(
      z.object({
        id: z.uuid(),
        paperId: z.uuid(),
        paperTitle: z.string(),
        extendedTime: z.boolean(),
        startedAt: z.iso.datetime(),
        endsAt: z.iso.datetime(),
        submittedAt: z.iso.datetime().nullable(),
        submittedBy: z.enum(['STUDENT', 'TIME']).nullable(),
        answers: z.record(z.string(), ZMockAnswer).describe('The last answer saved per item position'),
        result: ZMockResult.nullable().describe('The scored attempt with the forecast, once handed in'),
      }),
    )
    .describe('Mock exams taken, oldest first'),
  classesTaught: z
    .array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        schoolYear: z.string(),
        subject: z.string(),
        level: z.string(),
        owner: z.boolean(),
        archivedAt: z.iso.datetime().nullable(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('School classes the account teaches (as owner or co-teacher), oldest first; their pupils are theirs'),
  classMemberships: z
    .array(
      z.object({
        classId: z.uuid(),
        className: z.string(),
        schoolYear: z.string(),
        status: z.enum(['PENDING', 'ACTIVE']),
        requestedAt: z.iso.datetime(),
        joinedAt: z.iso.datetime().nullable(),
        leftAt: z.iso.datetime().nullable(),
        endReason: z.string().nullable().describe('LEFT, REMOVED, REJECTED or MOVED once it ended'),
      }),
    )
    .describe('Memberships of school classes as a pupil, ended ones too, oldest first'),
  assignmentAnswers: z
    .array(
      z.object({
        assignmentId: z.uuid(),
        title: z.string(),
        className: z.string(),
        position: z.int(),
        answer: z.string(),
        correct: z.boolean(),
        late: z.boolean(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe("Answers given as a pupil to classes' assignments, oldest first"),
  assignmentsSet: z
    .array(
      z.object({
        id: z.uuid(),
        classId: z.uuid(),
        title: z.string(),
        startsAt: z.iso.datetime(),
        dueAt: z.iso.datetime(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe("Assignments the account set for a class as its teacher, oldest first; the answers are the pupils' own"),
  ltiIdentities: z
    .array(z.object({ issuer: z.string(), sub: z.string(), createdAt: z.iso.datetime() }))
    .describe('The LTI platforms (Moodle sites) this pupil’s account came from, with their user id there'),
  ltiPlatforms: z
    .array(
      z.object({ issuer: z.string(), clientId: z.string(), deploymentId: z.string(), createdAt: z.iso.datetime() }),
    )
    .describe('The LTI platforms this teacher registered'),
  parents: z
    .array(z.object({ displayName: z.string(), linkedAt: z.iso.datetime(), confirmed: z.boolean() }))
    .optional()
    .describe("The parents or guardians linked with this pupil's account (docs/parents.md); always sent by the API"),
  children: z
    .array(z.object({ username: z.string(), linkedAt: z.iso.datetime(), confirmed: z.boolean() }))
    .optional()
    .describe("The children this parent's account is linked with, by login (not the children's own data); always sent"),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
