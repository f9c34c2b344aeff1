import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { generateVariant } from './generate-variant';
import { findGenerator } from './generator-catalogue';

const t = useTestApp();

describe('POST /api/generator/{id}/check: the steps (issue 57)', () => {
  it('explains as sanitized rich HTML whose inline math is math, not escaped markup', async () => {
    const id = 'e8-dzielniki-i-czynniki-pierwsze';
    const { steps } = generateVariant(findGenerator(id)!, 3)!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/generator/${id}/check`,
      payload: { seed: 3, answer: '1' },
    });
    expect(response.statusCode).toBe(200);
    const presented = response.json().steps as { explanation: string; math: string }[];
    expect(presented.map((step) => step.math)).toEqual(steps.map((step) => step.math));
    const html = presented.map((step) => step.explanation).join('');
    expect(html).toMatch(/<p>[^<]*<span data-type="inline-math" data-latex="[^"]+"><\/span>/);
    expect(html).not.toContain('&lt;');
  });
});
