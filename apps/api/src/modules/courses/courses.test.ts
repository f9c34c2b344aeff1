import {
  courseMessages,
  type TCheckoutResponse,
  type TCourse,
  type TCourseChanged,
  type TCourseList,
  type TCourseQuizResult,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import { createMp4, uploadFile } from '../../../test/file-fixtures';
import { courseEnrollments, courseNodes, courses, homeworkAnswers, learningAttempts } from '../../db/schema';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

const card = { title: 'Matura z matematyki 2027', subject: 'MATHS', level: 'HIGH_SCHOOL', priceGross: 4900 };

/** A closed public task with answers A (wrong) and B (right). */
async function closedTask() {
  const task = await buildHomework(t.app, { closed: true });
  const [wrong, right] = await t.app.db
    .insert(homeworkAnswers)
    .values([
      { homeworkId: task.id, position: 0, label: 'A', answer: '<p>1</p>', correct: false },
      { homeworkId: task.id, position: 1, label: 'B', answer: '<p>2</p>', correct: true },
    ])
    .returning();
  return { task, wrongId: wrong!.id, rightId: right!.id };
}

/** A teacher's course with a chapter holding an article, a free-preview article, and a quiz of two closed tasks. */
async function buildCourse(values: object = {}) {
  const teacher = await loginAs(t.app, 'TEACHER');
  const created = await call('POST', '/api/course', teacher.headers, { ...card, ...values });
  expect(created.statusCode).toBe(201);
  const courseId = created.json<TCourseChanged>().course.id;
  const add = async (payload: object) => {
    const response = await call('POST', `/api/course/${courseId}/nodes`, teacher.headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TCourseChanged>().course;
  };
  const chapterId = (await add({ type: 'CHAPTER', title: 'Funkcje' })).nodes[0]!.id;
  await add({ type: 'ARTICLE', title: 'Wzór', parentId: chapterId, content: '<p>Wzór: <span>x²</span></p>' });
  await add({ type: 'ARTICLE', title: 'Wstęp', content: '<p>Witaj na kursie!</p>', freePreview: true });
  const quiz = [await closedTask(), await closedTask()];
  const course = await add({ type: 'QUIZ', title: 'Sprawdzian', homeworkIds: quiz.map((item) => item.task.id) });
  return { teacher, courseId, chapterId, course, quiz };
}

const node = (course: TCourse, title: string) => course.nodes.find((item) => item.title === title)!;

async function publish(courseId: string, author: THeaders) {
  expect((await call('POST', `/api/course/${courseId}/submit`, author, {})).statusCode).toBe(200);
  const admin = await loginAs(t.app, 'ADMIN');
  const approved = await call('POST', `/api/course/${courseId}/review`, admin.headers, { decision: 'APPROVE' });
  expect(approved.json<TCourseChanged>().course.status).toBe('PUBLISHED');
  return admin;
}

describe('creating a course', () => {
  it('answers 401 signed out, 403 to a USER, and 400 with the exact messages, creating nothing', async () => {
    expect((await call('POST', '/api/course', {}, card)).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    const refused = await call('POST', '/api/course', student.headers, card);
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, courseMessages.teachersOnly]);
    const teacher = await loginAs(t.app, 'TEACHER');
    for (const [change, message] of [
      [{ title: '' }, courseMessages.titleRequired],
      [{ priceGross: 150 }, courseMessages.price],
      [{ subject: 'ALCHEMY' }, courseMessages.subject],
    ] as const) {
      const response = await call('POST', '/api/course', teacher.headers, { ...card, ...change });
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
    expect(await t.app.db.select().from(courses)).toHaveLength(0);
  });

  it('builds a tree of nodes of their types, checking what each carries', async () => {
    const { teacher, courseId, chapterId, course } = await buildCourse();
    expect(course.nodes.map((item) => [item.type, item.title, item.parentId === chapterId])).toEqual([
      ['CHAPTER', 'Funkcje', false],
      ['ARTICLE', 'Wzór', true],
      ['ARTICLE', 'Wstęp', false],
      ['QUIZ', 'Sprawdzian', false],
    ]);
    expect(course).toMatchObject({ status: 'DRAFT', slug: 'matura-z-matematyki-2027', policies: { update: true } });
    const openTask = await buildHomework(t.app, { closed: false });
    const article = node(course, 'Wzór');
    for (const [payload, message] of [
      [{ type: 'ARTICLE', title: 'Pusto', content: '<p> </p>' }, courseMessages.contentRequired],
      [{ type: 'QUIZ', title: 'Quiz', homeworkIds: [openTask.id] }, courseMessages.quizClosedOnly],
      [{ type: 'HOMEWORK', title: 'Zadanie' }, courseMessages.homeworkRequired],
      [{ type: 'VIDEO', title: 'Film', fileId: openTask.id }, courseMessages.fileInvalid],
      [
        { type: 'ARTICLE', title: 'Pod artykułem', parentId: article.id, content: '<p>x</p>' },
        courseMessages.parentNotGroup,
      ],
    ] as const) {
      const response = await call('POST', `/api/course/${courseId}/nodes`, teacher.headers, payload);
      expect([payload.title, response.statusCode, messageOf(response)]).toEqual([payload.title, 400, message]);
    }
    const stranger = await loginAs(t.app, 'TEACHER');
    const foreign = await call('POST', `/api/course/${courseId}/nodes`, stranger.headers, {
      type: 'FOLDER',
      title: 'X',
    });
    expect(foreign.statusCode).toBe(404);
    // The article's script is sanitized away.
    const edited = await call('PUT', `/api/course-node/${article.id}`, teacher.headers, {
      type: 'ARTICLE',
      title: 'Wzór',
      parentId: chapterId,
      content: '<p>Wzór</p><script>alert(1)</script>',
    });
    expect(node(edited.json<TCourseChanged>().course, 'Wzór').content).toBe('<p>Wzór</p>');
  });
});

describe('moving nodes', () => {
  it('reorders and moves in one transaction, never into itself or deeper than four levels', async () => {
    const { teacher, chapterId, course } = await buildCourse();
    const move = (id: string, parentId: string | null, position: number) =>
      call('POST', `/api/course-node/${id}/move`, teacher.headers, { parentId, position });
    const into = await move(chapterId, chapterId, 0);
    expect([into.statusCode, messageOf(into)]).toEqual([400, courseMessages.moveIntoItself]);
    const quiz = node(course, 'Sprawdzian');
    const moved = (await move(quiz.id, chapterId, 0)).json<TCourseChanged>().course;
    expect(
      moved.nodes.filter((item) => item.parentId === chapterId).map((item) => [item.title, item.position]),
    ).toEqual([
      ['Sprawdzian', 0],
      ['Wzór', 1],
    ]);
    expect(moved.nodes.filter((item) => item.parentId === null).map((item) => [item.title, item.position])).toEqual([
      ['Funkcje', 0],
      ['Wstęp', 1],
    ]);
    // Four levels of folders fit; a fifth does not.
    let parentId = chapterId;
    for (const level of [2, 3, 4]) {
      const added = await call('POST', `/api/course/${moved.id}/nodes`, teacher.headers, {
        type: 'FOLDER',
        title: `Poziom ${level}`,
        parentId,
      });
      parentId = node(added.json<TCourseChanged>().course, `Poziom ${level}`).id;
    }
    const deep = await call('POST', `/api/course/${moved.id}/nodes`, teacher.headers, {
      type: 'FOLDER',
      title: 'Poziom 5',
      parentId,
    });
    expect([deep.statusCode, messageOf(deep)]).toEqual([400, courseMessages.tooDeep]);
  });

  it('keeps a valid tree under 20 concurrent moves', async () => {
    const { teacher, courseId } = await buildCourse();
    for (const title of ['A', 'B', 'C']) {
      await call('POST', `/api/course/${courseId}/nodes`, teacher.headers, { type: 'FOLDER', title });
    }
    const before = (await call('GET', `/api/course/${courseId}`, teacher.headers)).json<TCourse>();
    const groups = before.nodes.filter((item) => item.type === 'FOLDER' || item.type === 'CHAPTER');
    const all = before.nodes;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const moving = all[index % all.length]!;
        const target = index % 3 === 0 ? null : groups[(index * 7) % groups.length]!.id;
        return call('POST', `/api/course-node/${moving.id}/move`, teacher.headers, {
          parentId: target,
          position: index % 4,
        });
      }),
    );
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 400)).toBe(true);
    const rows = await t.app.db.select().from(courseNodes).where(eq(courseNodes.courseId, courseId));
    expect(rows).toHaveLength(all.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      // Every parent is a group of the course, and walking up always reaches the top (no cycle).
      const seen = new Set<string>();
      for (let current = row; current.parentId; current = byId.get(current.parentId)!) {
        expect(seen.has(current.id)).toBe(false);
        seen.add(current.id);
        expect(['FOLDER', 'CHAPTER']).toContain(byId.get(current.parentId)?.type);
      }
    }
    // Siblings are numbered 0, 1, 2, … without gaps.
    const parents = new Set(rows.map((row) => row.parentId));
    for (const parent of parents) {
      const positions = rows
        .filter((row) => row.parentId === parent)
        .map((row) => row.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });
});

describe('review, access and progress', () => {
  it('is reviewed by ADMIN: a draft is hidden from others, and cannot be edited while under review', async () => {
    const { teacher, courseId } = await buildCourse();
    const student = await loginAs(t.app, 'USER');
    expect((await call('GET', `/api/course/${courseId}`, student.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/course/${courseId}/submit`, student.headers, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/course/${courseId}/submit`, teacher.headers, {})).statusCode).toBe(200);
    const locked = await call('PUT', `/api/course/${courseId}`, teacher.headers, card);
    expect([locked.statusCode, messageOf(locked)]).toEqual([400, courseMessages.notEditable]);
    const byTeacher = await call('POST', `/api/course/${courseId}/review`, teacher.headers, { decision: 'APPROVE' });
    expect(byTeacher.statusCode).toBe(403);
    const admin = await loginAs(t.app, 'ADMIN');
    const queue = (await call('GET', '/api/course?scope=review', admin.headers)).json<TCourseList>();
    expect(queue.results.map((item) => item.id)).toEqual([courseId]);
    const rejected = await call('POST', `/api/course/${courseId}/review`, admin.headers, {
      decision: 'REJECT',
      comment: 'Dodaj rozwiązania.',
    });
    expect(rejected.json<TCourseChanged>().course).toMatchObject({ status: 'REJECTED' });
    expect((await call('GET', `/api/course/${courseId}`, teacher.headers)).json<TCourse>().reviewComment).toBe(
      'Dodaj rozwiązania.',
    );
    await publish(courseId, teacher.headers);
    const listed = (await call('GET', '/api/course?subject=MATHS')).json<TCourseList>();
    expect(listed.results.map((item) => item.id)).toContain(courseId);
  });

  it('locks paid content for non-buyers except free previews; a buyer, the author and ADMIN open it', async () => {
    const { teacher, courseId } = await buildCourse();
    const admin = await publish(courseId, teacher.headers);
    const student = await loginAs(t.app, 'USER');
    const seen = (await call('GET', `/api/course/${courseId}`, student.headers)).json<TCourse>();
    expect(seen.policies).toMatchObject({ access: false, buy: true, join: false });
    expect(node(seen, 'Wzór')).toMatchObject({ locked: true, content: null });
    expect(node(seen, 'Sprawdzian')).toMatchObject({ locked: true, homeworkIds: [] });
    expect(node(seen, 'Wstęp')).toMatchObject({ locked: false, content: '<p>Witaj na kursie!</p>' });
    const anonymous = (await call('GET', `/api/course/${courseId}`)).json<TCourse>();
    expect(node(anonymous, 'Wzór').locked).toBe(true);
    for (const headers of [teacher.headers, admin.headers]) {
      expect(node((await call('GET', `/api/course/${courseId}`, headers)).json<TCourse>(), 'Wzór').locked).toBe(false);
    }
    const lockedProgress = await call('PUT', `/api/course-node/${node(seen, 'Wzór').id}/progress`, student.headers, {
      done: true,
    });
    expect([lockedProgress.statusCode, messageOf(lockedProgress)]).toEqual([403, courseMessages.locked]);
    const join = await call('POST', `/api/course/${courseId}/join`, student.headers, {});
    expect([join.statusCode, messageOf(join)]).toEqual([400, courseMessages.notFree]);

    // The student buys it with the demo provider.
    const checkout = await call('POST', `/api/course/${courseId}/checkout`, student.headers, { method: 'stripe' });
    expect(checkout.statusCode).toBe(200);
    const { payment } = checkout.json<TCheckoutResponse>();
    expect(payment.amountGross).toBe(4900);
    await call('POST', `/api/payment/${payment.id}/demo`, student.headers, { outcome: 'paid' });
    const bought = (await call('GET', `/api/course/${courseId}`, student.headers)).json<TCourse>();
    expect(bought).toMatchObject({ enrolled: true, policies: { access: true, buy: false } });
    expect(node(bought, 'Wzór')).toMatchObject({ locked: false, content: expect.stringContaining('Wzór') });
    const rows = await t.app.db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
    expect(rows).toEqual([expect.objectContaining({ userId: student.user.id, paymentId: payment.id })]);
    const again = await call('POST', `/api/course/${courseId}/checkout`, student.headers, { method: 'stripe' });
    expect([again.statusCode, messageOf(again)]).toEqual([400, courseMessages.alreadyEnrolled]);
  });

  it("serves a course's video only to those who may open its node: a free preview to anyone, the rest to buyers", async () => {
    const { teacher, courseId } = await buildCourse();
    const upload = async (size: number) => {
      const response = await uploadFile(t.app, teacher.headers, {
        filename: `lekcja-${size}.mp4`,
        content: createMp4(size),
        assign: 'COURSE_VIDEO',
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }).id;
    };
    const [paidVideo, previewVideo, unusedVideo] = [await upload(8192), await upload(8193), await upload(8194)];
    await call('POST', `/api/course/${courseId}/nodes`, teacher.headers, {
      type: 'VIDEO',
      title: 'Film',
      fileId: paidVideo,
    });
    await call('POST', `/api/course/${courseId}/nodes`, teacher.headers, {
      type: 'VIDEO',
      title: 'Zwiastun',
      fileId: previewVideo,
      freePreview: true,
    });
    const watch = (fileId: string, headers: THeaders = {}) =>
      call('GET', `/api/file/${fileId}/content`, { ...headers, range: 'bytes=0-15' });
    const student = await loginAs(t.app, 'USER');
    // A draft course shows nothing to others, not even its preview.
    expect((await watch(previewVideo, student.headers)).statusCode).toBe(403);
    await publish(courseId, teacher.headers);

    expect((await watch(previewVideo)).statusCode).toBe(206);
    expect((await watch(paidVideo)).statusCode).toBe(401);
    expect((await watch(paidVideo, student.headers)).statusCode).toBe(403);
    expect((await watch(unusedVideo, student.headers)).statusCode).toBe(403);
    const own = await watch(paidVideo, teacher.headers);
    expect(own.statusCode).toBe(206);
    expect(own.headers['cache-control']).toContain('private');

    const { payment } = (
      await call('POST', `/api/course/${courseId}/checkout`, student.headers, { method: 'stripe' })
    ).json<TCheckoutResponse>();
    await call('POST', `/api/payment/${payment.id}/demo`, student.headers, { outcome: 'paid' });
    const bought = await watch(paidVideo, student.headers);
    expect([bought.statusCode, bought.headers['content-range']]).toEqual([206, 'bytes 0-15/8192']);

    // A <video> element sends no Authorization header: the buyer plays it from a signed link, a non-buyer gets none.
    const outsider = await loginAs(t.app, 'USER');
    expect((await call('GET', `/api/file/${paidVideo}/preview`, outsider.headers)).statusCode).toBe(403);
    const link = (await call('GET', `/api/file/${paidVideo}/preview`, student.headers)).json<{ url: string }>().url;
    expect(link).toMatch(new RegExp(`^/api/file/${paidVideo}/content\\?token=`));
    const played = await call('GET', link, { range: 'bytes=0-15' });
    expect([played.statusCode, played.headers['cache-control']]).toEqual([206, 'private, max-age=600']);
    const forged = await call('GET', `/api/file/${paidVideo}/content?token=${link.split('token=')[1]}x`);
    expect(forged.statusCode).toBe(401);
    // Anyone gets a free preview's link, signed too (course videos are never cached publicly).
    const open = (await call('GET', `/api/file/${previewVideo}/preview`)).json<{ url: string }>().url;
    expect(open).toMatch(/\?token=/);

    // The link is bound to its viewer's access: once the purchase is refunded, the next byte range is refused.
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('POST', `/api/payment/${payment.id}/refund`, admin.headers, {})).statusCode).toBe(200);
    const afterRefund = await call('GET', link, { range: 'bytes=16-31' });
    expect(afterRefund.statusCode).toBe(401);
    expect((await watch(paidVideo, student.headers)).statusCode).toBe(403);
  });

  it("rates a course by its students only; the course's and its author's 'Kursy' ratings follow", async () => {
    const { teacher, courseId } = await buildCourse({ priceGross: null });
    await publish(courseId, teacher.headers);
    const rate = (headers: THeaders, payload: object) =>
      call('PUT', `/api/course/${courseId}/rating`, headers, payload);
    expect((await rate({}, { rating: 5 })).statusCode).toBe(401);
    const [first, second, outsider] = [
      await loginAs(t.app, 'USER'),
      await loginAs(t.app, 'USER'),
      await loginAs(t.app, 'USER'),
    ];
    await call('POST', `/api/course/${courseId}/join`, first.headers, {});
    await call('POST', `/api/course/${courseId}/join`, second.headers, {});
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, {}]) {
      const bad = await rate(first.headers, payload);
      expect([bad.statusCode, messageOf(bad)], JSON.stringify(payload)).toEqual([400, courseMessages.ratingStars]);
    }
    const notJoined = await rate(outsider.headers, { rating: 5 });
    expect([notJoined.statusCode, messageOf(notJoined)]).toEqual([403, courseMessages.rateEnrolledOnly]);
    const own = await rate(teacher.headers, { rating: 5 });
    expect([own.statusCode, messageOf(own)]).toEqual([400, courseMessages.ownCourse]);
    const unchanged = await t.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(unchanged[0]).toMatchObject({ rating: 0, ratingCount: 0 });

    const rated = await rate(first.headers, { rating: 5 });
    expect(rated.json<TCourseChanged>()).toMatchObject({
      message: 'Dodano!',
      course: { rating: 5, ratingCount: 1, myRating: 5, policies: { rate: true } },
    });
    await rate(second.headers, { rating: 2 });
    const again = await rate(first.headers, { rating: 4 });
    expect(again.json<TCourseChanged>()).toMatchObject({
      message: 'Zaktualizowano!',
      course: { rating: 3, ratingCount: 2, myRating: 4 },
    });
    expect((await call('GET', `/api/course/${courseId}`, outsider.headers)).json<TCourse>()).toMatchObject({
      myRating: null,
      policies: { rate: false },
    });
    const author = (await call('GET', `/api/user/${teacher.user.id}/rating`)).json<{ rating: object }>().rating;
    expect(author).toMatchObject({ courseRating: 3, courseCount: 2, rating: 3, count: 2 });
    const listed = (await call('GET', '/api/course?sort=rating:DESC')).json<TCourseList>();
    expect(listed.results.find((item) => item.id === courseId)).toMatchObject({ rating: 3, ratingCount: 2 });

    // A student who deletes their account takes their stars along.
    const deleted = await call('DELETE', `/api/user/${second.user.id}`, second.headers, {
      currentPassword: second.user.password,
    });
    expect(deleted.statusCode).toBe(200);
    const [course] = await t.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ rating: 4, ratingCount: 1 });
    const after = (await call('GET', `/api/user/${teacher.user.id}/rating`)).json<{ rating: object }>().rating;
    expect(after).toMatchObject({ courseRating: 4, courseCount: 1 });
  });

  it('keeps a course open to those who joined it after its author unpublishes it', async () => {
    const { teacher, courseId } = await buildCourse({ priceGross: null });
    await publish(courseId, teacher.headers);
    const [student, other] = [await loginAs(t.app, 'USER'), await loginAs(t.app, 'USER')];
    await call('POST', `/api/course/${courseId}/join`, student.headers, {});
    expect((await call('POST', `/api/course/${courseId}/unpublish`, teacher.headers, {})).statusCode).toBe(200);
    const kept = await call('GET', `/api/course/${courseId}`, student.headers);
    expect(kept.json<TCourse>()).toMatchObject({ status: 'DRAFT', enrolled: true, policies: { access: true } });
    expect((await call('GET', `/api/course/${courseId}`, other.headers)).statusCode).toBe(404);
  });

  it('lets a student join a free course, follow it node by node and complete the quiz in one go', async () => {
    const { teacher, courseId, quiz } = await buildCourse({ priceGross: null });
    await publish(courseId, teacher.headers);
    const student = await loginAs(t.app, 'USER');
    const checkout = await call('POST', `/api/course/${courseId}/checkout`, student.headers, { method: 'stripe' });
    expect([checkout.statusCode, messageOf(checkout)]).toEqual([400, courseMessages.free]);
    const joined = await call('POST', `/api/course/${courseId}/join`, student.headers, {});
    expect(joined.json<TCourseChanged>()).toMatchObject({ message: courseMessages.joined, course: { enrolled: true } });
    const course = joined.json<TCourseChanged>().course;
    expect(course.progress).toEqual({ done: 0, total: 3, percent: 0, lastNodeId: null });

    const article = node(course, 'Wzór');
    const marked = (
      await call('PUT', `/api/course-node/${article.id}/progress`, student.headers, { done: true })
    ).json<TCourseChanged>().course;
    expect(marked.progress).toEqual({ done: 1, total: 3, percent: 33, lastNodeId: article.id });

    const quizNode = node(course, 'Sprawdzian');
    const partial = await call('POST', `/api/course-node/${quizNode.id}/quiz`, student.headers, {
      answers: [{ homeworkId: quiz[0]!.task.id, answerId: quiz[0]!.rightId }],
    });
    expect([partial.statusCode, messageOf(partial)]).toEqual([400, courseMessages.quizAnswers]);
    const result = (
      await call('POST', `/api/course-node/${quizNode.id}/quiz`, student.headers, {
        answers: [
          { homeworkId: quiz[0]!.task.id, answerId: quiz[0]!.rightId },
          { homeworkId: quiz[1]!.task.id, answerId: quiz[1]!.wrongId },
        ],
      })
    ).json<TCourseQuizResult>();
    expect(result).toMatchObject({ correct: 1, total: 2, message: 'Wynik: 1 z 2.' });
    // With each verdict, the right answer: the student sees what the wrong one should have been.
    expect(result.results).toEqual([
      { homeworkId: quiz[0]!.task.id, correct: true, correctAnswerIds: [quiz[0]!.rightId] },
      { homeworkId: quiz[1]!.task.id, correct: false, correctAnswerIds: [quiz[1]!.rightId] },
    ]);
    // Each answer of the quiz is an attempt in the student's log (issue 36), with what was chosen.
    const logged = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(logged.map((row) => [row.kind, row.itemId, row.answer, row.correct]).sort()).toEqual(
      [
        ['COURSE_QUIZ', quiz[0]!.task.id, quiz[0]!.rightId, true],
        ['COURSE_QUIZ', quiz[1]!.task.id, quiz[1]!.wrongId, false],
      ].sort(),
    );
    const after = (await call('GET', `/api/course/${courseId}`, student.headers)).json<TCourse>();
    expect(node(after, 'Sprawdzian')).toMatchObject({ done: true, quizScore: { correct: 1, total: 2 } });
    expect(after.progress).toMatchObject({ done: 2, percent: 66, lastNodeId: quizNode.id });
    const mine = (await call('GET', '/api/course?scope=enrolled', student.headers)).json<TCourseList>();
    expect(mine.results.map((item) => item.id)).toEqual([courseId]);
  });
});
