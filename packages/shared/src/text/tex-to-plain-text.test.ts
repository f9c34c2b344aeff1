import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { texToPlainText } from './tex-to-plain-text';

describe('texToPlainText', () => {
  it.each([
    ['45^\\circ', '45°'],
    ['\\angle ABC = 45^{\\circ}', '∠ ABC = 45°'],
    ['\\frac{a}{b}', 'a/b'],
    ['\\dfrac{x+1}{2x}', '(x+1)/2x'],
    ['\\frac12', '1/2'],
    ['\\sqrt{x}', '√x'],
    ['\\sqrt{x^2 + 1}', '√(x² + 1)'],
    ['\\sqrt[3]{8} = 2', '∛8 = 2'],
    ['a \\cdot b \\times c', 'a · b × c'],
    ['x \\le 4 \\ge y \\neq 0', 'x ≤ 4 ≥ y ≠ 0'],
    ['\\alpha + \\beta = \\pi - \\Delta', 'α + β = π - Δ'],
    ['x^2 + x^{10} - 2^{n+1}', 'x² + x¹⁰ - 2ⁿ⁺¹'],
    ['e^{-x^2}', 'e^(-x²)'],
    ['a_1, a_{n}, x_{1,2}', 'a₁, aₙ, x₁,₂'],
    ['\\log_2(x + 2)', 'log₂(x + 2)'],
    ['\\sin\\alpha + \\cos x + \\tg(x)', 'sin α + cos x + tg(x)'],
    ['\\lim_{x \\to 0} f(x)', 'lim_(x → 0) f(x)'],
    ['\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}', '[1 2; 3 4]'],
    ['\\det \\begin{vmatrix} a & b \\\\ c & d \\\\ \\end{vmatrix}', 'det |a b; c d|'],
    ['\\begin{cases} x + y = 2 \\\\ x - y = 0 \\end{cases}', '{x + y = 2; x - y = 0}'],
    ['\\left\\{\\begin{array}{l} x=1 \\\\ y=2 \\end{array}\\right.', '{x=1; y=2}'],
    ['\\begin{aligned} x &= 2 \\\\ y &= 3 \\end{aligned}', 'x = 2; y = 3'],
    ['\\left( \\frac{1}{2} \\right)^2', '(1/2)²'],
    ['\\text{dla } x \\in \\mathbb{R}', 'dla x ∈ ℝ'],
    ['\\operatorname{NWD}(12, 18) = 6', 'NWD(12, 18) = 6'],
    ['\\vec{v} + \\overrightarrow{AB}', 'v⃗ + →AB'],
    ['\\binom{5}{2} = 10', 'C(5, 2) = 10'],
    ['x \\not= 1, \\; y \\not\\in A', 'x ≠ 1, y ∉ A'],
    ['50\\% \\{1, 2\\}', '50% {1, 2}'],
    ['\\textcolor{red}{x} + \\color{blue} y', 'x + y'],
    ['\\unknowncommand{x} + \\foo y', 'x + y'],
  ])('%s reads as %s', (tex, text) => {
    expect(texToPlainText(tex)).toBe(text);
  });

  it('never shows a command, and survives malformed and deeply nested input', () => {
    for (const tex of ['\\', '\\frac', '\\frac{', '}}}{{{', '\\begin{pmatrix} 1 &', '\\left(', '\\right)', 'x^', '_']) {
      expect(texToPlainText(tex)).not.toMatch(/\\[a-zA-Z]/);
    }
    expect(texToPlainText(`${'{'.repeat(100_000)}x${'}'.repeat(100_000)}`)).toBe('x');
    expect(texToPlainText('\\frac{'.repeat(50_000))).not.toMatch(/\\[a-zA-Z]/);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'\\{}^_&[]ab1 '.split(''), '\\frac', '\\begin{') }), (tex) => {
        expect(texToPlainText(tex)).not.toMatch(/\\[a-zA-Z]/);
      }),
    );
  });
});
