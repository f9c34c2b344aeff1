import { ltiMessages as m, type TAssignment, type TLtiRosterResult } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { ltiRoles, type TFakeLtiPlatform } from '../../../test/fake-lti-platform';
import { call, messageOf, type THeaders } from '../../../test/inject';
import {
  hiddenValue,
  launchAs,
  postForm,
  registerPlatform,
  signInCodeOf,
  startPlatformFor,
} from '../../../test/lti-fixtures';
import { classMembers, ltiContexts, ltiGradeDeliveries, ltiUsers, users } from '../../db/schema';

const t = useTestApp({ CLASS_MAX_PUPILS: '3' });
let platform: TFakeLtiPlatform;
beforeEach(async () => {
  platform = await startPlatformFor(() => t.app);
});
afterEach(async () => {
  await platform.close();
});

const GENERATOR = 'e8-rownanie-liniowe';
const course = { id: 'course-8b', title: 'Matematyka 8b' };
const instructor = { sub: 'moodle-teacher', roles: [ltiRoles.instructor], context: course };

/** A registered platform, the course bound to a class by an Instructor's launch, and an assignment in the class. */
async function linkedCourse(title = 'Równania <script>alert(1)</script>') {
  const teacher = await loginAs(t.app, 'TEACHER');
  await registerPlatform(t.app, platform, teacher);
  await launchAs(t.app, platform, instructor);
  // A class takes assignments once it has pupils: one learner opens the course first.
  await launchAs(t.app, platform, {
    sub: 'moodle-pupil-0',
    roles: [ltiRoles.learner],
    context: course,
    resourceLinkId: 'link-0',
  });
  const [context] = await t.app.db.select().from(ltiContexts);
  const created = await call(t.app, 'POST', `/api/class/${context!.classId}/assignment`, teacher.headers, {
    title,
    items: [
      { kind: 'GENERATOR', generatorId: GENERATOR },
      { kind: 'GENERATOR', generatorId: GENERATOR },
    ],
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  if (created.statusCode !== 201) throw new Error(`assignment: ${created.statusCode} ${created.body}`);
  return { teacher, context: context!, assignment: created.json<TAssignment>() };
}

/** A learner's launch of the assignment's link with its line item, then the sign-in on our page. */
async function learnerSignsIn(assignmentId: string, sub: string) {
  const { response } = await launchAs(t.app, platform, {
    sub,
    name: `Uczeń ${sub}`,
    roles: [ltiRoles.learner],
    context: course,
    resourceLinkId: 'link-1',
    custom: { assignment_id: assignmentId },
    lineItem: platform.lineItemUrl('li-1'),
  });
  expect(response.statusCode).toBe(200);
  const session = await call(t.app, 'POST', '/api/lti/session', {}, { code: signInCodeOf(response.body)! });
  expect(session.json()).toMatchObject({ path: `/assignments/${assignmentId}` });
  return { authorization: `Bearer ${session.json<{ token: string }>().token}` } as THeaders;
}

describe('Deep Linking', () => {
  it('lists the bound class’s assignments (escaped) and answers a signed LtiDeepLinkingResponse Moodle verifies', async () => {
    const { assignment } = await linkedCourse();
    const { response } = await launchAs(t.app, platform, { ...instructor, messageType: 'LtiDeepLinkingRequest' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Równania &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>alert');
    expect(response.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    const session = hiddenValue(response.body, 'session')!;
    expect(hiddenValue(response.body, 'assignmentId')).toBe(assignment.id);

    const chosen = await postForm(t.app, '/api/lti/deep-link', { session, assignmentId: assignment.id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain(`action="${platform.url}/mod/lti/contentitem_return.php"`);
    expect(chosen.headers['content-security-policy']).toContain(`form-action 'self' ${platform.url}`);
    const payload = await platform.verifyDeepLinkResponse(hiddenValue(chosen.body, 'JWT')!);
    expect(payload).toMatchObject({
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': platform.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'moodle-data-123',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        {
          type: 'ltiResourceLink',
          title: assignment.title,
          url: `http://localhost:3000/assignments/${assignment.id}`,
          custom: { assignment_id: assignment.id },
          lineItem: { scoreMaximum: 2, label: assignment.title, resourceId: assignment.id },
        },
      ],
    });
    expect(typeof payload.nonce).toBe('string');

    const forged = await postForm(t.app, '/api/lti/deep-link', { session: `${session}x`, assignmentId: assignment.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(m.deepLinkInvalid);
    const learner = await launchAs(t.app, platform, {
      ...instructor,
      roles: [ltiRoles.learner],
      messageType: 'LtiDeepLinkingRequest',
    });
    expect(learner.response.statusCode).toBe(403);
  });
});

describe('Assignment and Grade Services', () => {
  it('sends a learner’s score once, retried by the outbox after a 500', async () => {
    const { assignment } = await linkedCourse('Równania');
    const pupil = await learnerSignsIn(assignment.id, 'moodle-pupil-1');
    platform.failScores((callNumber) => callNumber === 1);

    const answered = await call(t.app, 'POST', `/api/assignment/${assignment.id}/answer`, pupil, {
      position: 1,
      answer: '0',
    });
    expect(answered.statusCode).toBe(200);
    expect(platform.scores).toHaveLength(0);
    await t.app.jobs.drain({ includeDelayed: true });
    expect(platform.scores).toHaveLength(1);
    await t.app.jobs.drain({ includeDelayed: true });

    const [score] = platform.scores;
    const [delivery] = await t.app.db.select().from(ltiGradeDeliveries);
    expect(score).toEqual({
      lineItem: platform.lineItemUrl('li-1'),
      contentType: 'application/vnd.ims.lis.v1.score+json',
      body: {
        userId: 'moodle-pupil-1',
        scoreGiven: delivery!.scoreGiven,
        scoreMaximum: 2,
        activityProgress: 'InProgress',
        gradingProgress: 'FullyGraded',
        timestamp: delivery!.answeredAt.toISOString(),
      },
    });
    expect(delivery!.outcome).toBe('SENT');
    expect(platform.tokenRequests.map((request) => request.scope)).toEqual([
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
    ]);
  });
});

describe('Names and Role Provisioning', () => {
  it('creates the course’s learners once each and admits them within the class’s limit', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await registerPlatform(t.app, platform, teacher);
    platform.members.set(course.id, [
      { user_id: 'p1', name: 'Ala Nowak', roles: [ltiRoles.learner], status: 'Active' },
      { user_id: 'p2', name: 'Bartek Zieliński', roles: [ltiRoles.learner] },
      { user_id: 'p3', name: 'Celina Wójcik', roles: [ltiRoles.learner], status: 'Inactive' },
      { user_id: 't1', name: 'Pani Profesor', roles: [ltiRoles.instructor] },
    ]);
    await launchAs(t.app, platform, { ...instructor, membershipsUrl: platform.membershipsUrl(course.id) });
    const [context] = await t.app.db.select().from(ltiContexts);
    const active = () =>
      t.app.db
        .select({ name: users.displayName, email: users.email, role: users.role })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(and(eq(classMembers.classId, context!.classId), eq(classMembers.status, 'ACTIVE')));
    expect(await active()).toEqual(
      expect.arrayContaining([
        { name: 'Ala Nowak', email: null, role: 'USER' },
        { name: 'Bartek Zieliński', email: null, role: 'USER' },
      ]),
    );
    expect(await active()).toHaveLength(2);

    const listed = await call(t.app, 'GET', '/api/lti/context', teacher.headers);
    expect(listed.json()).toMatchObject({
      items: [{ id: context!.id, classId: context!.classId, className: course.title, rosterAvailable: true }],
    });
    expect((await call(t.app, 'GET', '/api/lti/context', (await loginAs(t.app, 'TEACHER')).headers)).json()).toEqual({
      items: [],
    });
    const url = `/api/lti/context/${context!.id}/roster`;
    expect((await call(t.app, 'POST', url, {}, {})).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    const refused = await call(t.app, 'POST', url, pupil.headers, {});
    expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({
      status: 403,
      message: m.teachersOnly,
    });
    const stranger = await loginAs(t.app, 'TEACHER');
    const hidden = await call(t.app, 'POST', url, stranger.headers, {});
    expect({ status: hidden.statusCode, message: messageOf(hidden) }).toEqual({
      status: 404,
      message: m.contextNotFound,
    });

    platform.members
      .get(course.id)!
      .push(
        { user_id: 'p4', name: 'Darek', roles: [ltiRoles.learner] },
        { user_id: 'p5', name: 'Ewa', roles: [ltiRoles.learner] },
      );
    const synced = await call(t.app, 'POST', url, teacher.headers, {});
    expect(synced.statusCode).toBe(200);
    expect(synced.json<TLtiRosterResult>()).toEqual({ learners: 4, created: 1, admitted: 1, refused: 1 });
    expect(await active()).toHaveLength(3);
    // The learner the full class refused got no account.
    expect(await t.app.db.select().from(ltiUsers)).toHaveLength(3);
    expect(platform.tokenRequests.every((request) => request.scope.endsWith('contextmembership.readonly'))).toBe(true);
  });
});
