import type { MathfieldElement } from 'mathlive';
import { LUB_LATEX } from './math-keyboard';

/** A guard on leaving nested fractions and roots: no answer nests deeper. */
const MAX_DEPTH = 20;

/**
 * What, typed inside a fraction, root or exponent, belongs after it: what separates two answers (`;`, a comma typed
 * on the keyboard, "lub"), a relation, or a closing bracket other than `)` (a `)` may close a bracket opened in the
 * denominator). The phone keyboard's decimal comma (`{,}`) stays where it is typed.
 */
const AFTER_FRACTION = new Set([
  ';',
  ',',
  LUB_LATEX,
  '=',
  '<',
  '>',
  '≤',
  '≥',
  '≠',
  String.raw`\lt`,
  String.raw`\gt`,
  String.raw`\le`,
  String.raw`\leq`,
  String.raw`\ge`,
  String.raw`\geq`,
  String.raw`\ne`,
  String.raw`\neq`,
  ']',
  '⟩',
  String.raw`\rbrack`,
  String.raw`\rbrace`,
  String.raw`\rangle`,
]);

type TField = Pick<MathfieldElement, 'position' | 'executeCommand' | 'getElementInfo' | 'insert'>;

/** The caret moved out of every fraction, root and exponent around it, up to the bracket it is in or the top. */
function leaveFractions(field: TField) {
  for (let step = 0; step < MAX_DEPTH && (field.getElementInfo(field.position)?.depth ?? 0) > 0; step += 1) {
    const before = field.position;
    field.executeCommand('moveAfterParent');
    if (field.position === before) return;
    if (field.getElementInfo(field.position)?.latex?.startsWith(String.raw`\left`)) {
      field.position = before;
      return;
    }
  }
}

/** Whether the letter typed completes the word "lub" (the caret is after `l`, `u` that do not end a longer word). */
function completesLub(field: TField, typed: string | null): boolean {
  if (typed !== 'b') return false;
  const atom = (offset: number) => field.getElementInfo(offset)?.latex ?? '';
  const { position } = field;
  return atom(position) === 'u' && atom(position - 1) === 'l' && !/^[a-zA-Z]$/.test(atom(position - 2));
}

/**
 * Typing an answer the way it is written on paper (issue 57): MathLive's `/` opens a fraction and keeps the caret in
 * its denominator, so `{1/2;3}` would become `\{\frac{1}{2;3}\}`. Here a separator, a relation or a closing bracket
 * typed in a fraction, root or exponent goes after it (`\lbrace\frac12;3\rbrace`), and the word "lub" typed letter by
 * letter becomes the upright word between two answers (`x=\frac12\;\mathrm{lub}\;x=3`), on the keyboard and on the
 * phone's keys alike. Returns the function that stops it.
 */
export function typeSeparatorsAfterFractions(
  field: TField & Pick<HTMLElement, 'addEventListener' | 'removeEventListener'>,
) {
  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType !== 'insertText') return;
    if (completesLub(field, event.data)) {
      event.preventDefault();
      // After MathLive has finished with the key: the word then goes in as the "lub" key types it.
      queueMicrotask(() => {
        field.executeCommand('deleteBackward');
        field.executeCommand('deleteBackward');
        field.insert(LUB_LATEX, { format: 'latex' });
      });
    } else if (event.data !== null && AFTER_FRACTION.has(event.data)) leaveFractions(field);
  };
  field.addEventListener('beforeinput', onBeforeInput);
  return () => field.removeEventListener('beforeinput', onBeforeInput);
}
