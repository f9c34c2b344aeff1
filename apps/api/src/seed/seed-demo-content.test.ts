import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { files, homeworks, mathConcepts, solutionSteps } from '../db/schema';
import { demoContent } from './demo-content';
import { demoSolutionImages } from './demo-content/solution-images';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoSolutionImages } from './seed-demo-solution-images';

const t = useTestApp();

describe('seedDemoContent', () => {
  it('seeds the whole demo catalogue once, and the API serves it', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const created = await seedDemoContent(t.app.db, demoContent, teacher.id);
    expect(created).toBe(demoContent.tasks.length);
    expect(await seedDemoContent(t.app.db, demoContent, teacher.id)).toBe(0);
    const [tasks] = await t.app.db.select({ value: count() }).from(homeworks);
    const [concepts] = await t.app.db.select({ value: count() }).from(mathConcepts);
    const [steps] = await t.app.db.select({ value: count() }).from(solutionSteps);
    expect(tasks!.value).toBe(demoContent.tasks.length);
    expect(concepts!.value).toBe(demoContent.concepts.length);
    expect(steps!.value).toBe(demoContent.tasks.reduce((sum, task) => sum + task.steps.length, 0));
    // Every open task carries its machine-checkable answer; closed tasks are checked by their options.
    const keys = await t.app.db.select({ slug: homeworks.slug, answerKey: homeworks.answerKey }).from(homeworks);
    const keysBySlug = new Map(keys.map((row) => [row.slug, row.answerKey]));
    for (const item of demoContent.tasks) {
      expect(keysBySlug.get(item.slug), item.slug).toEqual(
        item.answerKey ? { ...item.answerKey, tolerance: item.answerKey.tolerance ?? null } : null,
      );
    }

    const list = (await t.app.inject({ method: 'GET', url: '/api/homework?pageSize=50' })).json();
    expect(list.total).toBe(demoContent.tasks.length);
    expect(list.facets.levels.map((o: { value: string }) => o.value).sort()).toEqual([
      'HIGH_SCHOOL',
      'PRIMARY',
      'UNIVERSITY',
    ]);
    expect(list.facets.exams).toHaveLength(demoContent.exams.length);

    const search = (await t.app.inject({ method: 'GET', url: '/api/homework?search=pitagorasa' })).json();
    expect(search.total).toBeGreaterThan(0);
    // Tasks whose own text has the words come before those matched only through a concept.
    const ranked = (await t.app.inject({ method: 'GET', url: '/api/homework?search=rownanie%20kwadratowe' })).json();
    expect(ranked.results[0].highlight).toContain('<mark>równanie</mark>');

    const slug = demoContent.tasks[0]!.slug;
    const task = await t.app.inject({ method: 'GET', url: `/api/homework/${slug}` });
    expect(task.statusCode).toBe(200);
    expect(task.json().author.id).toBe(teacher.id);
    // The author's rating agrees with the seeded figures of the tasks (no rating rows exist behind them).
    const seededCount = demoContent.tasks.reduce((sum, item) => sum + (item.rating?.count ?? 0), 0);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/user/${teacher.id}` })).json();
    expect(profile.rating).toMatchObject({ count: seededCount, homeworkCount: seededCount });
    expect(profile.rating.homeworkRating).toBeGreaterThan(0);
    const solution = (await t.app.inject({ method: 'GET', url: `/api/homework/${slug}/solution` })).json();
    expect(solution.steps).toHaveLength(demoContent.tasks[0]!.steps.length);
  });

  it('gives demo tasks a stored solution image, once', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    await seedDemoContent(t.app.db, demoContent, teacher.id);
    expect(await seedDemoSolutionImages(t.app.db, t.app.fileStorage, demoSolutionImages, teacher.id)).toBe(
      demoSolutionImages.length,
    );
    expect(await seedDemoSolutionImages(t.app.db, t.app.fileStorage, demoSolutionImages, teacher.id)).toBe(0);
    const rows = await t.app.db.select().from(files);
    expect(rows).toHaveLength(demoSolutionImages.length);
    expect(rows.every((row) => row.ownerId === teacher.id && row.assign === 'HOMEWORK_SOLUTION_IMAGE')).toBe(true);

    const slug = demoSolutionImages[0]!.taskSlug;
    const task = (await t.app.inject({ method: 'GET', url: `/api/homework/${slug}` })).json();
    expect(task.solutionFormats).toContainEqual({ name: 'IMAGE' });
    const solution = (await t.app.inject({ method: 'GET', url: `/api/homework/${slug}/solution` })).json();
    expect(solution.imageFiles).toHaveLength(1);
    const image = await t.app.inject({ method: 'GET', url: solution.imageFiles[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(solution.imageFiles[0].metadata).toEqual({ width: 480, height: 360 });
  });
});
