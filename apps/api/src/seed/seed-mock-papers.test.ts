import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { exams, mockPapers } from '../db/schema';
import { e8Paper } from './demo-content/mock-exams';
import { seedMockPapers } from './seed-mock-papers';

const t = useTestApp();

/** The paper as an older seed stored it: extended time and items of the format before issue 57. */
const olderE8 = { ...e8Paper, extendedDurationMinutes: 165, items: e8Paper.items.slice(0, 20) };

const stored = async () => (await t.app.db.select().from(mockPapers).where(eq(mockPapers.slug, e8Paper.slug)))[0]!;

describe('seedMockPapers', () => {
  it('adds missing papers, updates one nobody has attempted and leaves an attempted one as it is', async () => {
    expect(await seedMockPapers(t.app.db, [olderE8])).toBe(1);
    expect(await seedMockPapers(t.app.db, [e8Paper])).toBe(0);
    expect(await stored()).toMatchObject({ extendedDurationMinutes: 190, items: e8Paper.items });

    const [exam] = await t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.slug, e8Paper.slug));
    const student = await loginAs(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/exam/${exam!.id}/mock`,
      headers: student.headers,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    await seedMockPapers(t.app.db, [olderE8]);
    expect(await stored()).toMatchObject({ extendedDurationMinutes: 190, items: e8Paper.items });
  });
});
