import type { TAssignment } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils } from '../../../test/class-fixtures';

const t = useTestApp();
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('an assignment’s solution of a generator item (issue 57)', () => {
  it('shows the steps’ inline math as math, never as escaped markup', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/class/${schoolClass.id}/assignment`,
      headers: teacher.headers,
      payload: {
        title: 'Czynniki pierwsze',
        // Every step of this generator explains with inline math.
        items: [{ kind: 'GENERATOR', generatorId: 'e8-dzielniki-i-czynniki-pierwsze' }],
        startsAt: inHours(-3),
        dueAt: inHours(-1),
        late: 'ACCEPT',
        solutionsAfterDue: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/assignment/${created.json<TAssignment>().id}`,
      headers: pupils[0]!.headers,
    });
    const steps = view.json<TAssignment>().items[0]!.solution!.steps;
    expect(steps.length).toBeGreaterThan(0);
    const html = steps.map((step) => step.description).join('');
    expect(html).toMatch(/<p>[^<]*<span data-type="inline-math" data-latex="[^"]+"><\/span>/);
    expect(html).not.toContain('&lt;');
    expect(html.replace(/\sdata-latex="[^"]*"/g, '')).not.toMatch(/[{}\\]/);
  });
});
