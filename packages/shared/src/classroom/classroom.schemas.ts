import { z } from 'zod';
import { classroomMessages as cm } from './classroom-messages';

/** How a score goes to Google Classroom: a draft grade only the teacher sees, or a grade returned to the pupil. */
export const classroomGradeKinds = ['DRAFT', 'ASSIGNED'] as const;
export type TClassroomGradeKind = (typeof classroomGradeKinds)[number];

/** Where one pupil's grade stands: written, waiting for a score or a delivery, no Classroom student with their e-mail, or failed. */
export const classroomGradeStatuses = ['SENT', 'PENDING', 'NO_MATCH', 'ERROR'] as const;

/** GET /classroom/status: whether the platform has a Google OAuth client, and whether the viewer is connected. */
export const ZClassroomStatus = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  /** Set when the stored authorisation stopped working (revoked or expired): the teacher connects again. */
  error: z.string().nullable().optional(),
});
export type TClassroomStatus = z.infer<typeof ZClassroomStatus>;

/** POST /classroom/connect: the web page to come back to (a path of this site, e.g. /assignments/…). */
export const ZClassroomConnectInput = z.object({
  returnTo: z
    .string({ error: cm.returnTo })
    .max(300, { error: cm.returnTo })
    .regex(/^\/(?![/\\])[^\s]*$/, { error: cm.returnTo })
    .optional(),
});
export const ZClassroomConnect = z.object({ url: z.url() });

/** GET /classroom/callback: what Google sends back to the redirect URI. */
export const ZClassroomCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

export const ZClassroomCourse = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string().nullable(),
  alternateLink: z.string().nullable(),
});
export const ZClassroomCourseList = z.object({ results: z.array(ZClassroomCourse) });
export type TClassroomCourse = z.infer<typeof ZClassroomCourse>;

/** POST /assignment/:id/classroom */
export const ZClassroomPublishInput = z.object({
  courseId: z
    .string({ error: cm.courseRequired })
    .trim()
    .min(1, { error: cm.courseRequired })
    .max(100, { error: cm.courseRequired }),
  grade: z.enum(classroomGradeKinds, { error: cm.gradeKind }),
});
export type TClassroomPublishInput = z.infer<typeof ZClassroomPublishInput>;

export const ZClassroomPupilStatus = z.object({
  userId: z.uuid(),
  name: z.string(),
  status: z.enum(classroomGradeStatuses),
  points: z.number().int().nullable(),
  maxPoints: z.number().int(),
  sentAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});

export const ZClassroomLink = z.object({
  id: z.uuid(),
  assignmentId: z.uuid(),
  courseId: z.string(),
  courseName: z.string(),
  courseWorkId: z.string(),
  courseWorkLink: z.string().nullable(),
  grade: z.enum(classroomGradeKinds),
  createdAt: z.iso.datetime(),
  pupils: z.array(ZClassroomPupilStatus),
});
export type TClassroomLink = z.infer<typeof ZClassroomLink>;

/** GET /assignment/:id/classroom: the assignment's links to Classroom courses (none while not published). */
export const ZClassroomLinks = z.object({ results: z.array(ZClassroomLink) });
export type TClassroomLinks = z.infer<typeof ZClassroomLinks>;
