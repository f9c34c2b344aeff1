import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildConcept, loginAs } from '../../../test/factories';
import { mathConceptChanges, mathConcepts } from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';

const t = useTestApp();

type THeaders = Record<string, string>;
const post = (url: string, headers: THeaders, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });

const countOf = async (table: typeof mathConcepts | typeof mathConceptChanges) =>
  (await t.app.db.select({ n: count() }).from(table))[0]?.n;

describe('rate limits on concept authoring (per account)', () => {
  it('POST /api/math-concept: 20 an hour per account, from any address; others are not affected', async () => {
    const student = await loginAs(t.app, 'USER');
    const max = rateLimits.mathConceptCreate.perAccount.max;
    expect(max).toBe(20);
    for (let i = 0; i < max; i += 1) {
      const response = await post(
        '/api/math-concept',
        student.headers,
        {
          type: 'TAG',
          name: `Znacznik ${i}`,
          aliases: [],
        },
        `10.1.0.${i + 1}`,
      );
      expect(response.statusCode).toBe(201);
    }
    expectTooMany(
      await post('/api/math-concept', student.headers, { type: 'TAG', name: 'Jeszcze jeden', aliases: [] }, '10.1.1.1'),
    );
    expect(await countOf(mathConcepts)).toBe(max);

    const other = await loginAs(t.app, 'TEACHER');
    const allowed = await post('/api/math-concept', other.headers, { type: 'TAG', name: 'Inny', aliases: [] });
    expect(allowed.statusCode).toBe(201);
  });

  it('POST /api/math-concept: invalid bodies (400) are not counted; refused attempts (403) are', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/math-concept', teacher.headers, { type: 'TAG', name: '' })).statusCode).toBe(400);
    }
    const max = rateLimits.mathConceptCreate.perAccount.max;
    for (let i = 0; i < max; i += 1) {
      const response = await post('/api/math-concept', teacher.headers, { type: 'DOMAIN', name: 'Dział', aliases: [] });
      expect(response.statusCode).toBe(403);
    }
    expectTooMany(await post('/api/math-concept', teacher.headers, { type: 'TAG', name: 'Delta', aliases: [] }));
    expect(await countOf(mathConcepts)).toBe(0);
  });

  it('POST /api/math-concept-change: 20 an hour per account; nothing is stored past the limit', async () => {
    const student = await loginAs(t.app, 'USER');
    const max = rateLimits.mathConceptChange.perAccount.max;
    expect(max).toBe(20);
    const concepts = await Promise.all(
      Array.from({ length: max + 1 }, (_, i) => buildConcept(t.app, { name: `Pojęcie ${i}`, type: 'DEFINITION' })),
    );
    const propose = (conceptId: string, headers: THeaders) =>
      post('/api/math-concept-change', headers, {
        conceptId,
        form: { name: 'Nowa nazwa' },
        type: 'DEFINITION',
        aliases: [],
      });
    for (const concept of concepts.slice(0, max)) {
      expect((await propose(concept.id, student.headers)).statusCode).toBe(201);
    }
    const last = concepts[max]!;
    expectTooMany(await propose(last.id, student.headers));
    expect(await countOf(mathConceptChanges)).toBe(max);
    expect(await t.app.db.select().from(mathConceptChanges).where(eq(mathConceptChanges.conceptId, last.id))).toEqual(
      [],
    );

    const other = await loginAs(t.app, 'TEACHER');
    expect((await propose(last.id, other.headers)).statusCode).toBe(201);
  });
});
