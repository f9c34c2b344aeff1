import { auth, classroom, type classroom_v1 } from '@googleapis/classroom';
import type { TClassroomConfig } from '../../config';

/** What a teacher grants: their courses and rosters (read only, with the students' e-mails) and coursework. */
export const classroomScopes = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
  'https://www.googleapis.com/auth/classroom.coursework.students',
] as const;

/** Google refused the teacher's authorisation (revoked, expired, scopes taken back): they must connect again. */
export class ClassroomAuthError extends Error {}

type TGoogleError = { status?: number; response?: { status?: number; data?: unknown } };

/** Whether an SDK error means the stored authorisation no longer works (rather than Google being down). */
export function isAuthFailure(error: unknown) {
  const failure = error as TGoogleError;
  const status = failure?.response?.status ?? failure?.status;
  const data = failure?.response?.data as { error?: unknown } | undefined;
  return data?.error === 'invalid_grant' || status === 401;
}

/** Runs an SDK call, turning a refused authorisation into ClassroomAuthError; any other failure is rethrown. */
async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    if (isAuthFailure(error)) throw new ClassroomAuthError('Google refused the stored authorisation');
    throw error;
  }
}

export type TCourseWorkInput = {
  title: string;
  description: string;
  link: string;
  maxPoints: number;
  dueAt: Date;
};

/**
 * Google Classroom through the official SDK (`@googleapis/classroom`) and its OAuth2 client. Every address comes from
 * the configuration, so tests point the same calls at a local fake. The SDK's own retries are off: a failed call
 * throws, and the outbox retries the whole delivery with back-off.
 */
export function createClassroomClient(config: TClassroomConfig, redirectUri: string) {
  const oauth = () =>
    new auth.OAuth2({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri,
      endpoints: { oauth2TokenUrl: config.tokenUrl, oauth2AuthBaseUrl: config.authUrl },
    });

  /** The API as one teacher, authorised by their refresh token (an access token is fetched as needed). */
  function forTeacher(refreshToken: string) {
    const client = oauth();
    client.setCredentials({ refresh_token: refreshToken });
    const api = classroom({ version: 'v1', auth: client, rootUrl: config.apiRootUrl, retry: false });

    return {
      async activeCourses() {
        const courses: classroom_v1.Schema$Course[] = [];
        let pageToken: string | undefined;
        do {
          const page = await call(() =>
            api.courses.list({ teacherId: 'me', courseStates: ['ACTIVE'], pageSize: 100, pageToken }),
          );
          courses.push(...(page.courses ?? []));
          pageToken = page.nextPageToken ?? undefined;
        } while (pageToken);
        return courses;
      },

      async students(courseId: string) {
        const students: classroom_v1.Schema$Student[] = [];
        let pageToken: string | undefined;
        do {
          const page = await call(() => api.courses.students.list({ courseId, pageSize: 100, pageToken }));
          students.push(...(page.students ?? []));
          pageToken = page.nextPageToken ?? undefined;
        } while (pageToken);
        return students;
      },

      createCourseWork(courseId: string, input: TCourseWorkInput) {
        const due = input.dueAt;
        return call(() =>
          api.courses.courseWork.create({
            courseId,
            requestBody: {
              title: input.title,
              description: input.description,
              materials: [{ link: { url: input.link, title: input.title } }],
              workType: 'ASSIGNMENT',
              state: 'PUBLISHED',
              maxPoints: input.maxPoints,
              dueDate: { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() },
              dueTime: { hours: due.getUTCHours(), minutes: due.getUTCMinutes(), seconds: 0, nanos: 0 },
            },
          }),
        );
      },

      async submissionOf(courseId: string, courseWorkId: string, userId: string) {
        const page = await call(() =>
          api.courses.courseWork.studentSubmissions.list({ courseId, courseWorkId, userId }),
        );
        return page.studentSubmissions?.[0] ?? null;
      },

      patchGrade(
        target: { courseId: string; courseWorkId: string; submissionId: string },
        points: number,
        assigned: boolean,
      ) {
        return call(() =>
          api.courses.courseWork.studentSubmissions.patch({
            courseId: target.courseId,
            courseWorkId: target.courseWorkId,
            id: target.submissionId,
            updateMask: assigned ? 'assignedGrade,draftGrade' : 'draftGrade',
            requestBody: assigned ? { assignedGrade: points, draftGrade: points } : { draftGrade: points },
          }),
        );
      },
    };
  }

  return {
    /** Google's consent page: offline access (a refresh token), the Classroom scopes, our one-time state. */
    consentUrl(state: string) {
      return oauth().generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: [...classroomScopes],
        state,
      });
    },

    /** Exchanges the consent's code for tokens; only the refresh token is kept. */
    async exchangeCode(code: string) {
      try {
        const { tokens } = await oauth().getToken(code);
        return { refreshToken: tokens.refresh_token ?? null, scope: tokens.scope ?? '' };
      } catch (error) {
        if (isAuthFailure(error)) throw new ClassroomAuthError('Google refused the code');
        throw error;
      }
    },

    forTeacher,
  };
}

export type TClassroomClient = ReturnType<typeof createClassroomClient>;
export type TTeacherClassroom = ReturnType<TClassroomClient['forTeacher']>;
