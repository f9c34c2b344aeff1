import { describe, expect, it } from 'vitest';
import type { TVariantDraft } from '../generator.types';
import { verifyVariant } from '../verify-variant';

const draft = (steps: string[], value: string, unit: string): TVariantDraft => ({
  statementHtml: '<p>Zadanie</p>',
  answer: { kind: 'NUMBER', value, tolerance: null, unit },
  steps: steps.map((math) => ({ explanation: 'Krok.', math })),
  verification: { mode: 'quantity' },
});

describe('the quantity mode of verification (physics, chemistry)', () => {
  it('accepts a speed worked out across units', () => {
    const verdict = verifyVariant(
      draft(
        [
          String.raw`v = \frac{s}{t}`,
          String.raw`v = \frac{72\,\mathrm{km}}{1\,\mathrm{h}} = 72\,\mathrm{km/h} = 20\,\mathrm{m/s}`,
        ],
        '20',
        'm/s',
      ),
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('accepts moles from a mass and a molar mass, with a rounded result', () => {
    const verdict = verifyVariant(
      draft(
        [
          String.raw`n_{\mathrm{H_2O}} = \frac{m}{M}`,
          String.raw`n = \frac{10\,\mathrm{g}}{18\,\mathrm{g/mol}} \approx 0{,}56\,\mathrm{mol}`,
        ],
        '0,56',
        'mol',
      ),
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('checks an intermediate quantity, then the result of another kind', () => {
    const verdict = verifyVariant(
      draft(
        [
          String.raw`a = \frac{\Delta v}{t} = \frac{20\,\mathrm{m/s}}{4\,\mathrm{s}} = 5\,\mathrm{m/s^2}`,
          String.raw`s = \frac{a t^2}{2} = \frac{5\,\mathrm{m/s^2} \cdot (4\,\mathrm{s})^2}{2} = 40\,\mathrm{m}`,
        ],
        '40',
        'm',
      ),
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('refuses a wrong computation, a wrong unit of the key and a wrong kind', () => {
    const steps = [String.raw`v = \frac{72\,\mathrm{km}}{1\,\mathrm{h}} = 25\,\mathrm{m/s}`];
    expect(verifyVariant(draft(steps, '25', 'm/s')).ok).toBe(false);
    const right = [String.raw`v = \frac{72\,\mathrm{km}}{1\,\mathrm{h}} = 20\,\mathrm{m/s}`];
    expect(verifyVariant(draft(right, '20', 'km/h')).ok).toBe(false);
    expect(verifyVariant(draft(right, '72', 'km/h')).ok).toBe(true);
    expect(verifyVariant(draft(right, '20', 'kg')).ok).toBe(false);
  });

  it('reads units whose SI factor is tiny, such as the atomic mass unit, inside a computation', () => {
    const steps = [
      String.raw`m_{\mathrm{H_2SO_4}} = 2 \cdot 1\,\mathrm{u} + 32\,\mathrm{u} + 4 \cdot 16\,\mathrm{u} = 98\,\mathrm{u}`,
    ];
    expect(verifyVariant(draft(steps, '98', 'u'))).toEqual({ ok: true });
    expect(verifyVariant(draft(steps, '90', 'u')).ok).toBe(false);
  });
});
