import { describe, expect, it, vi } from 'vitest';

vi.mock('mathlive', () => ({
  // MathLive's defaults: fonts and sounds fetched from next to its script.
  MathfieldElement: { fontsDirectory: './fonts/', soundsDirectory: './sounds' },
}));

describe('loadMathField', () => {
  it('turns off MathLive’s own font and sound downloads (KaTeX’s fonts come with the app)', async () => {
    const { loadMathField } = await import('./load-math-field');
    const { MathfieldElement } = await loadMathField();
    expect(MathfieldElement.fontsDirectory).toBeNull();
    expect(MathfieldElement.soundsDirectory).toBeNull();
    await expect(loadMathField()).resolves.toEqual({ MathfieldElement });
  });
});
