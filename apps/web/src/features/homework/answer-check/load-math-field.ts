import { mathKeyboardLayouts } from './math-keyboard';
import { followMathKeyboard } from './math-keyboard-inset';

/** What the answer panel needs of MathLive: the element's class, once its module has registered `<math-field>`. */
export type TMathFieldModule = { MathfieldElement: typeof import('mathlive').MathfieldElement };

let loading: Promise<TMathFieldModule> | null = null;

/**
 * Loads MathLive on first use (it is large, and most readers never answer). Its fonts are KaTeX's, which the
 * app already serves itself (`katex.min.css`, imported here): with `fontsDirectory` null MathLive never fetches
 * fonts from next to its script or a CDN, and with `soundsDirectory` null it plays no keypress sounds (no fetch).
 * The phone's maths keyboard is the Polish one (math-keyboard.ts), with MathLive's letters and symbols as tabs.
 * A failed load can be tried again.
 */
export function loadMathField(): Promise<TMathFieldModule> {
  loading ??= Promise.all([import('mathlive'), import('katex/dist/katex.min.css')])
    .then(([mathlive]) => {
      mathlive.MathfieldElement.fontsDirectory = null;
      mathlive.MathfieldElement.soundsDirectory = null;
      window.mathVirtualKeyboard.layouts = mathKeyboardLayouts;
      followMathKeyboard(window.mathVirtualKeyboard);
      return { MathfieldElement: mathlive.MathfieldElement };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
