import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type TJson = Record<string, unknown>;

/** One request the fake received, as the test reads it. */
export type TFakeClassroomCall = { method: string; path: string; query: Record<string, string>; body: TJson | null };

export type TFakeCourse = {
  id: string;
  name: string;
  courseState?: string;
  students: { userId: string; email: string }[];
};

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint and the Classroom REST API v1, speaking their wire formats
 * for exactly the calls the classroom module makes through `@googleapis/classroom`: the token endpoint (code exchange
 * and refresh, form-encoded, `invalid_grant` for a bad or revoked grant), courses.list, courses.students.list,
 * courseWork.create, courseWork.studentSubmissions.list and .patch (with `updateMask`). Every call is recorded;
 * `failNext` answers the next calls of a route 500; `revoke` takes back a refresh token.
 */
export async function startFakeClassroom(options: { clientId: string; clientSecret: string }) {
  const calls: TFakeClassroomCall[] = [];
  /** Codes Google would hand out after consent: code → the teacher (Google account) it grants. */
  const codes = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const courses = new Map<string, TFakeCourse & { teacher: string }>();
  const courseWork = new Map<string, TJson & { courseId: string }>();
  const submissions = new Map<string, TJson & { courseWorkId: string; userId: string }>();
  const failures = new Map<string, number>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'ERROR' } });

  function token(res: http.ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const teacher = codes.get(form.get('code') ?? '');
      if (!teacher) return send(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      codes.delete(form.get('code')!);
      const refresh = `1//refresh-${randomUUID()}`;
      const access = `ya29.${randomUUID()}`;
      refreshTokens.set(refresh, teacher);
      accessTokens.set(access, teacher);
      return send(res, 200, {
        access_token: access,
        refresh_token: refresh,
        expires_in: 3599,
        scope: form.get('scope') ?? 'https://www.googleapis.com/auth/classroom.courses.readonly',
        token_type: 'Bearer',
      });
    }
    if (grant === 'refresh_token') {
      const teacher = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!teacher)
        return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      const access = `ya29.${randomUUID()}`;
      accessTokens.set(access, teacher);
      return send(res, 200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  }

  function api(res: http.ServerResponse, call: TFakeClassroomCall, teacher: string) {
    const parts = call.path.split('/').filter(Boolean); // v1 courses {id} …
    const course = parts[2] ? courses.get(parts[2]) : undefined;
    if (call.method === 'GET' && parts.length === 2) {
      const mine = [...courses.values()].filter(
        (candidate) =>
          candidate.teacher === teacher &&
          (!call.query.courseStates || candidate.courseState === call.query.courseStates),
      );
      return send(res, 200, {
        courses: mine.map(({ id, name, courseState }) => ({
          id,
          name,
          courseState,
          alternateLink: `https://classroom.google.com/c/${id}`,
        })),
      });
    }
    if (!course || course.teacher !== teacher) return apiError(res, 404, 'Requested entity was not found.');
    if (call.method === 'GET' && parts[3] === 'students' && parts.length === 4) {
      return send(res, 200, {
        students: course.students.map((student) => ({
          courseId: course.id,
          userId: student.userId,
          profile: { id: student.userId, emailAddress: student.email, name: { fullName: student.email } },
        })),
      });
    }
    if (call.method === 'POST' && parts[3] === 'courseWork' && parts.length === 4) {
      const id = `cw-${courseWork.size + 1}`;
      const work = {
        ...call.body,
        id,
        courseId: course.id,
        alternateLink: `https://classroom.google.com/c/${course.id}/a/${id}`,
      };
      courseWork.set(id, work);
      for (const student of course.students) {
        const submissionId = `sub-${id}-${student.userId}`;
        submissions.set(submissionId, {
          id: submissionId,
          courseId: course.id,
          courseWorkId: id,
          userId: student.userId,
          state: 'CREATED',
        });
      }
      return send(res, 200, work);
    }
    const work = parts[4] ? courseWork.get(parts[4]) : undefined;
    if (!work || work.courseId !== course.id || parts[5] !== 'studentSubmissions')
      return apiError(res, 404, 'Requested entity was not found.');
    if (call.method === 'GET' && parts.length === 6) {
      const found = [...submissions.values()].filter(
        (submission) =>
          submission.courseWorkId === work.id && (!call.query.userId || submission.userId === call.query.userId),
      );
      return send(res, 200, { studentSubmissions: found });
    }
    if (call.method === 'PATCH' && parts.length === 7) {
      const submission = submissions.get(parts[6]!);
      if (!submission) return apiError(res, 404, 'Requested entity was not found.');
      const fields = (call.query.updateMask ?? '').split(',').filter(Boolean);
      if (fields.length === 0 || fields.some((field) => field !== 'draftGrade' && field !== 'assignedGrade')) {
        return apiError(res, 400, 'Invalid updateMask');
      }
      for (const field of fields) submission[field] = call.body?.[field];
      return send(res, 200, submission);
    }
    return apiError(res, 404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      const call: TFakeClassroomCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw && !form ? (JSON.parse(raw) as TJson) : form ? Object.fromEntries(new URLSearchParams(raw)) : null,
      };
      calls.push(call);
      const route = routeOf(call);
      const failing = failures.get(route) ?? 0;
      if (failing > 0) {
        failures.set(route, failing - 1);
        return apiError(res, 500, 'Internal error encountered.');
      }
      if (call.path === '/token' && call.method === 'POST') return token(res, new URLSearchParams(raw));
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const teacher = accessTokens.get(bearer);
      if (!teacher) return apiError(res, 401, 'Request had invalid authentication credentials.');
      return api(res, call, teacher);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The configuration that points the API's SDK here. */
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_API_ROOT_URL: `${url}/`,
      GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
      GOOGLE_OAUTH_AUTH_URL: `${url}/o/oauth2/v2/auth`,
    },
    calls,
    /** Google's side of the consent: the code it would send back for this Google account. */
    issueCode(teacher: string) {
      const code = `4/code-${randomUUID()}`;
      codes.set(code, teacher);
      return code;
    },
    addCourse(teacher: string, course: TFakeCourse) {
      courses.set(course.id, { courseState: 'ACTIVE', ...course, teacher });
    },
    /** The teacher took the platform's access back in their Google account. */
    revokeAll(teacher: string) {
      for (const [key, owner] of [...refreshTokens, ...accessTokens]) {
        if (owner !== teacher) continue;
        refreshTokens.delete(key);
        accessTokens.delete(key);
      }
    },
    /** The next `count` calls of a route ('PATCH /v1/courses/:id/courseWork/:id/studentSubmissions/:id') answer 500. */
    failNext(route: string, count = 1) {
      failures.set(route, count);
    },
    courseWork: () => [...courseWork.values()],
    submissions: () => [...submissions.values()],
    callsOf: (route: string) => calls.filter((call) => routeOf(call) === route),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `METHOD /path` with every id segment (after courses, courseWork, studentSubmissions) as :id. */
export function routeOf(call: { method: string; path: string }) {
  const path = call.path.replace(/\/(courses|courseWork|studentSubmissions)\/[^/]+/g, '/$1/:id');
  return `${call.method} ${path}`;
}

export type TFakeClassroom = Awaited<ReturnType<typeof startFakeClassroom>>;
