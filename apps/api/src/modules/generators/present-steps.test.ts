import { describe, expect, it } from 'vitest';
import { generateVariant } from './generate-variant';
import { findGenerator, listGenerators } from './generator-catalogue';
import { presentExplanation, presentStep } from './present-steps';

/** The presented HTML with every math attribute taken out: what is left is text the pupil reads as is. */
const outsideMath = (html: string) => html.replace(/\sdata-latex="[^"]*"/g, '');

describe('generator steps as the pupil sees them', () => {
  // One test per generator: each stays well under the timeout on a busy machine.
  for (const generator of listGenerators()) {
    it(`${generator.id}: no escaped markup and no TeX braces in text over seeds 1–50`, () => {
      const defects: string[] = [];
      for (let seed = 1; seed <= 50; seed += 1) {
        const variant = generateVariant(generator, seed);
        if (!variant) continue;
        for (const step of variant.steps) {
          const { description } = presentStep(step);
          const text = outsideMath(description);
          // Escaped markup, a TeX decimal comma, or any TeX brace or command left in text.
          if (text.includes('&lt;span') || text.includes('{,}') || /[{}]|\\[a-z]+|\\\(/.test(text)) {
            defects.push(`seed ${seed}: ${description}`);
          }
        }
      }
      expect(defects.slice(0, 5)).toEqual([]);
    });
  }

  it('render inline math of an explanation as math, not as text', () => {
    const variant = generateVariant(findGenerator('mp-pierwiastki-dowolnego-stopnia')!, 1)!;
    const withMath = variant.steps.find((step) => step.explanation.includes('data-type="inline-math"'))!;
    const { description } = presentStep(withMath);
    expect(description).toMatch(/^<p>.*<span data-type="inline-math" data-latex="[^"]+"><\/span>/);
    expect(description).not.toContain('&lt;');
  });

  it('keep the sanitizer in the path: script in an explanation never reaches the page', () => {
    const html = presentExplanation('Krok <img src=x onerror="alert(1)"><script>alert(2)</script> i <b>x</b>');
    expect(html).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(html.startsWith('<p>Krok')).toBe(true);
  });
});
