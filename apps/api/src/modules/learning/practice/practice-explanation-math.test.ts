import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildConcept, loginAs } from '../../../../test/factories';
import { learningSessionItems } from '../../../db/schema';
import { generateVariant } from '../../generators/generate-variant';
import { findGenerator } from '../../generators/generator-catalogue';

const t = useTestApp();

describe('practice feedback on a generated item (issue 57)', () => {
  it('shows the steps’ inline math as math, never as escaped markup', async () => {
    // Every step of this concept's generator explains with inline math.
    const prime = await buildConcept(t.app, { name: 'Liczba pierwsza', slug: 'liczba-pierwsza' });
    const student = await loginAs(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/learn/session',
      headers: student.headers,
      payload: { size: 5, conceptIds: [prime.id] },
    });
    expect(started.statusCode).toBe(201);
    const [first] = started.json().items as { position: number; generatorId: string }[];
    const [row] = await t.app.db
      .select()
      .from(learningSessionItems)
      .where(eq(learningSessionItems.sessionId, started.json().id));
    const variant = generateVariant(findGenerator(first!.generatorId)!, row!.seed!)!;

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/learn/session/${started.json().id}/answer`,
      headers: student.headers,
      payload: { position: first!.position, answer: '123456' },
    });
    expect(wrong.statusCode).toBe(200);
    const steps = wrong.json().explanation as { description: string; latex: string }[];
    expect(steps).toHaveLength(variant.steps.length);
    const html = steps.map((step) => step.description).join('');
    expect(html).toMatch(/<p>[^<]*<span data-type="inline-math" data-latex="[^"]+"><\/span>/);
    expect(html).not.toContain('&lt;');
    expect(html.replace(/\sdata-latex="[^"]*"/g, '')).not.toMatch(/[{}\\]/);
    expect(steps.every((step) => step.latex.startsWith('<div data-type="block-math" data-latex="'))).toBe(true);
  });
});
