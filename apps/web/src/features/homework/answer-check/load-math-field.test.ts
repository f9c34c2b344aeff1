import { describe, expect, it, vi } from 'vitest';
import { mathKeyboardLayouts } from './math-keyboard';

vi.mock('mathlive', () => {
  // MathLive sets up its virtual keyboard when it loads, with its own layouts.
  Object.assign(window, {
    mathVirtualKeyboard: Object.assign(new EventTarget(), { layouts: ['default'], boundingRect: new DOMRect() }),
  });
  // MathLive's defaults: fonts and sounds fetched from next to its script.
  return { MathfieldElement: { fontsDirectory: './fonts/', soundsDirectory: './sounds' } };
});

describe('loadMathField', () => {
  it('turns off MathLive’s own font and sound downloads and gives the phone the Polish maths keyboard', async () => {
    const { loadMathField } = await import('./load-math-field');
    const { MathfieldElement } = await loadMathField();
    expect(MathfieldElement.fontsDirectory).toBeNull();
    expect(MathfieldElement.soundsDirectory).toBeNull();
    expect(window.mathVirtualKeyboard.layouts).toEqual(mathKeyboardLayouts);
    expect(mathKeyboardLayouts.slice(1)).toEqual(['alphabetic', 'symbols']);
    await expect(loadMathField()).resolves.toEqual({ MathfieldElement });
  });
});
