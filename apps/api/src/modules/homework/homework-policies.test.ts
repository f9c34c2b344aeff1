import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { linkStudent } from '../../../test/chat-fixtures';
import { buildHomework, buildUser, login, loginAs } from '../../../test/factories';

const t = useTestApp();

const none = {
  read: false,
  checkAnswer: false,
  update: false,
  delete: false,
  readReviews: false,
  editRequirements: false,
  submit: false,
  review: false,
  publish: false,
  chatAuthor: false,
  setStatus: false,
};

/** What its author and ADMIN may do with a task while it waits for, or has just passed, a review. */
const authorOrAdminInReview = {
  ...none,
  read: true,
  checkAnswer: true,
  update: true,
  delete: true,
  readReviews: true,
  editRequirements: true,
};

/** The same, for a task its author may (again) send to review. */
const authorOrAdminWhoSubmits = { ...authorOrAdminInReview, submit: true };

/** What ADMIN may do with someone else's task waiting for a review. */
const adminReviewingTask = { ...authorOrAdminInReview, review: true, setStatus: true, chatAuthor: true };

/** What ADMIN may do with someone else's private task that may be published. */
const adminOfPublishableTask = {
  ...authorOrAdminInReview,
  publish: true,
  setStatus: true,
  chatAuthor: true,
};

/** A TEACHER's task, the author signed in, and the other roles signed in. */
async function buildTaskAndViewers(values: Parameters<typeof buildHomework>[1]) {
  const author = await buildUser(t.app, { role: 'TEACHER' });
  const homework = await buildHomework(t.app, { authorId: author.id, ...values });
  const authorSession = await login(t.app, author.email, author.password);
  return {
    homework,
    author: { authorization: `Bearer ${authorSession.token}` },
    otherTeacher: (await loginAs(t.app, 'TEACHER')).headers,
    student: (await loginAs(t.app, 'USER')).headers,
    admin: (await loginAs(t.app, 'ADMIN')).headers,
  };
}

const policiesOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().policies;
};

describe('GET /api/homework/{id}: policies of the viewer', () => {
  it('a public task: everybody reads it; its author and ADMIN edit and delete it; its author submits it; ADMIN sets its status', async () => {
    const { homework, author, otherTeacher, student, admin } = await buildTaskAndViewers({ status: 'PUBLIC' });
    const url = `/api/homework/${homework.slug}`;
    // The chat with the author: a visitor is asked to sign in; a student not linked to the author is not offered it.
    expect(await policiesOf(url)).toEqual({ ...none, read: true, chatAuthor: true });
    expect(await policiesOf(url, student)).toEqual({ ...none, read: true, checkAnswer: true });
    expect(await policiesOf(url, otherTeacher)).toEqual({ ...none, read: true, checkAnswer: true, chatAuthor: true });
    expect(await policiesOf(url, author)).toEqual(authorOrAdminWhoSubmits);
    // An ADMIN does not send someone else's task to their own review queue.
    expect(await policiesOf(url, admin)).toEqual({
      ...authorOrAdminWhoSubmits,
      submit: false,
      setStatus: true,
      chatAuthor: true,
    });
  });

  it('offers a student the chat with the author once the two are linked (the contact rule)', async () => {
    const author = await buildUser(t.app, { role: 'TEACHER' });
    const homework = await buildHomework(t.app, { authorId: author.id, status: 'PUBLIC' });
    const student = await loginAs(t.app, 'USER');
    const url = `/api/homework/${homework.slug}`;
    expect((await policiesOf(url, student.headers)).chatAuthor).toBe(false);
    await linkStudent(t.app, student.user.id, author.id);
    expect((await policiesOf(url, student.headers)).chatAuthor).toBe(true);
  });

  it('a cached public task still answers each viewer with their own policies', async () => {
    const { homework, author, student } = await buildTaskAndViewers({ status: 'PUBLIC' });
    const url = `/api/homework/${homework.id}`;
    expect((await policiesOf(url, author)).update).toBe(true);
    expect((await policiesOf(url, student)).update).toBe(false);
    expect((await policiesOf(url, author)).update).toBe(true);
  });

  it('a private task under review: ADMIN reviews it, nobody submits or publishes it', async () => {
    const { homework, author, admin } = await buildTaskAndViewers({ status: 'PRIVATE', adminReviewStatus: 'PENDING' });
    const url = `/api/homework/${homework.id}`;
    expect(await policiesOf(url, author)).toEqual(authorOrAdminInReview);
    expect(await policiesOf(url, admin)).toEqual(adminReviewingTask);
  });

  it('an approved private task: its author and ADMIN publish it', async () => {
    const { homework, author, admin } = await buildTaskAndViewers({ status: 'PRIVATE', adminReviewStatus: 'APPROVED' });
    const url = `/api/homework/${homework.id}`;
    expect(await policiesOf(url, author)).toEqual({ ...authorOrAdminWhoSubmits, publish: true });
    expect(await policiesOf(url, admin)).toEqual(adminOfPublishableTask);
  });

  it('a private task without a review: ADMIN may publish it, its author first submits it', async () => {
    const { homework, author, admin, otherTeacher, student } = await buildTaskAndViewers({ status: 'PRIVATE' });
    const url = `/api/homework/${homework.id}`;
    expect(await policiesOf(url, author)).toEqual(authorOrAdminWhoSubmits);
    expect(await policiesOf(url, admin)).toEqual(adminOfPublishableTask);
    for (const headers of [{}, student, otherTeacher]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
  });

  it('each workflow step changes what GET answers: submitted, reviewed, published, hidden', async () => {
    const { homework, author, admin } = await buildTaskAndViewers({ status: 'PRIVATE' });
    const url = `/api/homework/${homework.id}`;
    const step = async (path: string, headers: Record<string, string>, payload?: object) => {
      const response = await t.app.inject({ method: 'PUT', url: `${url}/${path}`, headers, payload });
      expect(response.statusCode).toBe(200);
    };

    await step('submit-for-review', author);
    expect(await policiesOf(url, author)).toEqual(authorOrAdminInReview);
    expect(await policiesOf(url, admin)).toEqual(adminReviewingTask);

    await step('review', admin, { status: 'APPROVED', comment: 'Poprawne.' });
    expect(await policiesOf(url, author)).toEqual({ ...authorOrAdminInReview, submit: true, publish: true });

    await step('publish', author);
    expect(await policiesOf(url, author)).toEqual({ ...authorOrAdminInReview, submit: true });
    expect(await policiesOf(url)).toEqual({ ...none, read: true, chatAuthor: true });

    await step('status', admin, { status: 'HIDDEN' });
    expect(await policiesOf(url, author)).toEqual(authorOrAdminInReview);
    expect(await policiesOf(url, admin)).toEqual({ ...authorOrAdminInReview, setStatus: true, chatAuthor: true });
  });
});
