import type { TCourse, TCourseList } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { demoContent } from './demo-content';
import { demoCourseSlugs, seedDemoCourses } from './demo-courses';
import { demoHelpRootSlug, seedDemoHelp } from './demo-help';
import { seedDemoContent } from './seed-demo-content';

const t = useTestApp();

describe('the demo courses and help centre', () => {
  it('are seeded once: two published courses whose nodes pass the API, and a searchable help centre', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    await seedDemoContent(t.app.db, demoContent, teacher.user.id);
    expect(await seedDemoCourses(t.app.db, teacher.user.id)).toBe(2);
    expect(await seedDemoCourses(t.app.db, teacher.user.id)).toBe(0);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/course' })).json<TCourseList>();
    expect(listed.results.map((course) => course.slug).sort()).toEqual(Object.values(demoCourseSlugs).sort());
    const free = (await t.app.inject({ method: 'GET', url: `/api/course/${demoCourseSlugs.free}` })).json<TCourse>();
    expect(free).toMatchObject({ priceGross: null, status: 'PUBLISHED', policies: { join: false } });
    expect(free.nodes.map((node) => node.type)).toEqual(['CHAPTER', 'ARTICLE', 'HOMEWORK', 'QUIZ']);
    // A student joins and the quiz takes answers: its tasks are public closed tasks, as the API requires.
    const student = await loginAs(t.app, 'USER');
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/course/${free.id}/join`,
      headers: student.headers,
      payload: {},
    });
    expect(joined.statusCode).toBe(200);
    const quiz = joined.json<{ course: TCourse }>().course.nodes.find((node) => node.type === 'QUIZ')!;
    expect(quiz.homeworkIds.length).toBeGreaterThanOrEqual(2);
    const paid = (await t.app.inject({ method: 'GET', url: `/api/course/${demoCourseSlugs.paid}` })).json<TCourse>();
    expect(paid.priceGross).toBe(4900);
    expect(paid.nodes.filter((node) => !node.locked && node.type === 'ARTICLE').map((node) => node.title)).toEqual([
      'Jak korzystać z kursu',
    ]);

    expect(await seedDemoHelp(t.app.db, null)).toBe(9);
    expect(await seedDemoHelp(t.app.db, null)).toBe(0);
    const found = (await t.app.inject({ method: 'GET', url: '/api/support-node?q=hasła' })).json();
    expect(JSON.stringify(found)).toContain('nie-pamietam-hasla');
    const section = await t.app.inject({ method: 'GET', url: `/api/support-node/${demoHelpRootSlug}` });
    expect(section.statusCode).toBe(200);
  });
});
