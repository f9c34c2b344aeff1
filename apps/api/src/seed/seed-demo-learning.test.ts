import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { learningAttempts, learningConceptStates } from '../db/schema';
import { demoContent } from './demo-content';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoLearning } from './seed-demo-learning';

const t = useTestApp();

describe('seedDemoLearning', () => {
  it("gives the demo student a past with reviews due today and a concept learnt, once, and never over a real student's answers", async () => {
    await seedDemoContent(t.app.db, demoContent, null);
    const student = await loginAs(t.app);

    const added = await seedDemoLearning(t.app.db, student.user.id);
    expect(added).toBe(12);
    expect(await seedDemoLearning(t.app.db, student.user.id)).toBe(0);

    const attempts = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(attempts).toHaveLength(12);
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    expect(attempts.every((attempt) => attempt.createdAt.getTime() < dayAgo)).toBe(true);
    // The model was replayed from the log: one state per concept answered.
    const states = await t.app.db
      .select()
      .from(learningConceptStates)
      .where(eq(learningConceptStates.userId, student.user.id));
    expect(states).toHaveLength(6);

    const next = (await t.app.inject({ method: 'GET', url: '/api/learn/next', headers: student.headers })).json();
    expect(next.dueCount).toBeGreaterThanOrEqual(2);
    expect(next.streakDays).toBe(0);
    const mastery = (await t.app.inject({ method: 'GET', url: '/api/learn/mastery', headers: student.headers })).json();
    const levels = new Set(mastery.results.map((concept: { state: string }) => concept.state));
    expect(levels.has('mastered') || levels.has('review')).toBe(true);
    expect(levels.has('learning')).toBe(true);

    // A student who has answered anything keeps exactly their own history.
    const other = await loginAs(t.app);
    await t.app.db.insert(learningAttempts).values({
      userId: other.user.id,
      kind: 'HOMEWORK',
      itemId: attempts[0]!.itemId,
      answer: '1',
      correct: true,
    });
    expect(await seedDemoLearning(t.app.db, other.user.id)).toBe(0);
  });
});
