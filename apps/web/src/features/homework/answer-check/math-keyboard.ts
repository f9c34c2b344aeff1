import type { TAnswerKind, TSubject } from '@zadania/shared';
import type { VirtualKeyboardKeycap, VirtualKeyboardLayout } from 'mathlive';
import { answerCheckPl } from '../homework.pl';

/**
 * The word "lub" between two answers, as the field writes it (`x=\frac12\;\mathrm{lub}\;x=3`): upright, with a
 * space on each side, and in maths mode, so that what is typed after it stays maths. The checker reads it as `;`.
 */
export const LUB_LATEX = String.raw`\;\mathrm{lub}\;`;

type TKey = Partial<VirtualKeyboardKeycap> | string;

const insertKey = (label: string, insert: string, extra: Partial<VirtualKeyboardKeycap> = {}): TKey => ({
  label,
  insert,
  ...extra,
});

/**
 * The phone's maths keyboard in Polish school notation (issue 57): a decimal comma (`{,}`, read as a decimal
 * point), `;` and "lub" between answers, braces for a set, `⟨ ⟩` (long press: `[ ]`) and `( )` for intervals,
 * `< > ≤ ≥`, `∞`, `∪`, a fraction, a root, a power and `%`. The brackets are plain characters (the field has no
 * smart fences), so `(−∞; 7⟩` stays as typed. Everything a key types is read by the answer checker
 * (`apps/api/src/modules/answer-checking/answer-hints.test.ts`).
 */
export const polishMathKeyboard: VirtualKeyboardLayout = {
  id: 'polish-school',
  label: '123',
  tooltip: answerCheckPl.keyboard.tooltip,
  rows: [
    [
      { latex: 'x', variants: ['y', 'a', 'b', 'n'] },
      insertKey('(', '('),
      insertKey(')', ')'),
      '[separator-5]',
      '[7]',
      '[8]',
      '[9]',
      '[/]',
      '[separator-5]',
      { latex: String.raw`\sqrt{#0}`, variants: [String.raw`\sqrt[#0]{#?}`] },
      { latex: '#@^{#?}', variants: ['#@^{2}', '#@^{3}'] },
      insertKey('%', String.raw`\%`),
    ],
    [
      { latex: '<' },
      { latex: '>' },
      insertKey(';', ';', { class: 'big-op' }),
      '[separator-5]',
      '[4]',
      '[5]',
      '[6]',
      '[*]',
      '[separator-5]',
      insertKey('{', String.raw`\lbrace`),
      insertKey('}', String.raw`\rbrace`),
      { latex: String.raw`\infty` },
    ],
    [
      { latex: String.raw`\le` },
      { latex: String.raw`\ge` },
      insertKey('lub', LUB_LATEX, { class: 'small', tooltip: answerCheckPl.keyboard.lub }),
      '[separator-5]',
      '[1]',
      '[2]',
      '[3]',
      '[-]',
      '[separator-5]',
      { latex: String.raw`\langle`, variants: [String.raw`\lbrack`] },
      { latex: String.raw`\rangle`, variants: [String.raw`\rbrack`] },
      { label: '[backspace]', width: 1 },
    ],
    [
      { latex: String.raw`\cup` },
      { latex: String.raw`\pi` },
      { latex: 'y' },
      '[separator-5]',
      '[0]',
      insertKey(',', '{,}', { class: 'big-op', tooltip: answerCheckPl.keyboard.decimalComma }),
      '[=]',
      '[+]',
      '[separator-5]',
      '[left]',
      '[right]',
      { label: '[action]', width: 1 },
    ],
  ],
};

const keyboard = answerCheckPl.keyboard;
const subscriptKey = (digit: string, label: string) =>
  insertKey(label, `#@_{${digit}}`, { tooltip: keyboard.subscript });
const chargeKey = (charge: string, label: string) => insertKey(label, `#@^{${charge}}`, { tooltip: keyboard.charge });

/**
 * The chemistry row (issue 73): indices (`H_{2}`), the reaction arrows, ions' charges (`SO_{4}^{2-}`), the dot of a
 * hydrate and brackets (`Ca(OH)_{2}`). Everything a key types is read by the answer checker (chemistry-formula.ts).
 */
export const chemistryKeyboardRow: readonly TKey[] = [
  subscriptKey('2', '₂'),
  subscriptKey('3', '₃'),
  subscriptKey('4', '₄'),
  insertKey('→', String.raw`\rightarrow`, { tooltip: keyboard.reactionArrow }),
  insertKey('⇄', String.raw`\rightleftharpoons`, { tooltip: keyboard.reversibleArrow }),
  chargeKey('+', '⁺'),
  chargeKey('-', '⁻'),
  chargeKey('2+', '²⁺'),
  chargeKey('2-', '²⁻'),
  insertKey('·', String.raw`\cdot`, { tooltip: keyboard.hydrate }),
  insertKey('(', '('),
  insertKey(')', ')'),
];

/** The Polish keyboard with the chemistry row on top, for chemistry tasks and chemical answers. */
export const chemistryMathKeyboard: VirtualKeyboardLayout = {
  ...polishMathKeyboard,
  id: 'polish-school-chemistry',
  tooltip: keyboard.chemistryTooltip,
  rows: [[...chemistryKeyboardRow], ...('rows' in polishMathKeyboard ? polishMathKeyboard.rows : [])],
};

/** The keyboard's tabs: the Polish one first, then MathLive's letters and symbols. */
export const mathKeyboardLayouts = [polishMathKeyboard, 'alphabetic', 'symbols'] as const;

/** The tabs for one answer field: the chemistry row on chemistry tasks (issue 73). */
export function mathKeyboardLayoutsFor(options: { chemistry: boolean }) {
  return options.chemistry ? ([chemistryMathKeyboard, 'alphabetic', 'symbols'] as const) : mathKeyboardLayouts;
}

/** Whether an answer field gets the chemistry row: a chemistry task, or an answer that is a formula or an equation. */
export function wantsChemistryKeyboard(subject: TSubject | undefined, kind: TAnswerKind): boolean {
  return subject === 'CHEMISTRY' || kind === 'CHEMICAL_FORMULA' || kind === 'CHEMICAL_EQUATION';
}
