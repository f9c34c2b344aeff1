import { describe, expect, it } from 'vitest';
import { splitTexSteps } from './tex-steps';

describe('splitTexSteps', () => {
  it('reveals an aligned environment one row at a time, keeping the environment balanced', () => {
    const tex = String.raw`\begin{aligned} x_1 &= \frac{7 - 5}{4} = \frac{1}{2} \\ x_2 &= \frac{7 + 5}{4} = 3 \end{aligned}`;
    expect(splitTexSteps(tex)).toEqual([
      String.raw`\begin{aligned} x_1 &= \frac{7 - 5}{4} = \frac{1}{2} \end{aligned}`,
      tex,
    ]);
  });

  it('keeps text around the environment, row spacing and drops an empty trailing row', () => {
    const tex = String.raw`\left\{\begin{align*} a &= 1 \\[4pt] b &= 2 \\ c &= 3 \\ \end{align*}\right.`;
    expect(splitTexSteps(tex)).toEqual([
      String.raw`\left\{\begin{align*} a &= 1 \end{align*}\right.`,
      String.raw`\left\{\begin{align*} a &= 1 \\[4pt] b &= 2 \end{align*}\right.`,
      String.raw`\left\{\begin{align*} a &= 1 \\[4pt] b &= 2 \\ c &= 3 \end{align*}\right.`,
    ]);
  });

  it('does not split at row breaks nested inside another environment or braces', () => {
    const tex = String.raw`\begin{aligned} A &= \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \\ B &= 0 \end{aligned}`;
    const stages = splitTexSteps(tex);
    expect(stages).toHaveLength(2);
    expect(stages[0]).toBe(String.raw`\begin{aligned} A &= \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \end{aligned}`);
  });

  it('reveals a chain of equalities one link at a time, splitting only at top-level signs', () => {
    const tex = String.raw`\Delta = b^2 - 4ac = 49 - 24 = 25`;
    expect(splitTexSteps(tex)).toEqual([
      String.raw`\Delta = b^2 - 4ac `,
      String.raw`\Delta = b^2 - 4ac = 49 - 24 `,
      tex,
    ]);
    const nested = String.raw`f(x) = \left( a = b \right) + \frac{x=1}{2} + \{ y \} = 3 = 4`;
    expect(splitTexSteps(nested)).toEqual([
      String.raw`f(x) = \left( a = b \right) + \frac{x=1}{2} + \{ y \} `,
      String.raw`f(x) = \left( a = b \right) + \frac{x=1}{2} + \{ y \} = 3 `,
      nested,
    ]);
  });

  it('treats a chain followed by other equalities as one chain', () => {
    const tex = String.raw`\Delta = 49 - 24 = 25, \qquad \sqrt{\Delta} = 5`;
    expect(splitTexSteps(tex)).toEqual([
      String.raw`\Delta = 49 - 24 `,
      String.raw`\Delta = 49 - 24 = 25, \qquad \sqrt{\Delta} `,
      tex,
    ]);
  });

  it('leaves a single equality, a list of equalities or a formula without structure whole', () => {
    expect(splitTexSteps('a = 2, \\quad b = -7')).toEqual(['a = 2, \\quad b = -7']);
    expect(splitTexSteps('x^2 + 1')).toEqual(['x^2 + 1']);
    expect(splitTexSteps(String.raw`\begin{aligned} x &= 1 \end{aligned}`)).toEqual([
      String.raw`\begin{aligned} x &= 1 \end{aligned}`,
    ]);
  });
});
