import { answerVerdictHints, type TAnswerKey, ZAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { checkAnswer, isAnswerCorrect, isReadableAnswerKey } from './answer-equality';
import { compositionKey, readFormula } from './chemistry-formula';

/*
 * Issue 73: chemical formulas and equations as pupils type them, on the keyboard, in the maths field (LaTeX) or with
 * Unicode subscripts. A formula is compared by composition and charge; an equation by its substances, balance and
 * smallest whole coefficients.
 */

const formula = (value: string): TAnswerKey => ZAnswerKey.parse({ kind: 'CHEMICAL_FORMULA', value });
const equation = (value: string): TAnswerKey => ZAnswerKey.parse({ kind: 'CHEMICAL_EQUATION', value });

/** [key, answer, right?, hint (null: none)] */
type TCase = readonly [TAnswerKey, string, boolean, (string | null)?];
const check = (cases: readonly TCase[]) =>
  it.each(cases.map(([answerKey, given, right, hint]) => [answerKey.value, given, right, hint, answerKey]))(
    '%s: %s → %s',
    (_value, given, right, hint, answerKey) => {
      const verdict = checkAnswer(answerKey as TAnswerKey, given as string);
      expect(verdict.correct).toBe(right);
      if (hint !== undefined) expect(verdict.hint).toBe(hint);
    },
  );

describe('CHEMICAL_FORMULA (issue 73)', () => {
  const sulphuric = formula('H2SO4');
  const sulphate = formula('SO_4^{2-}');
  check([
    [sulphuric, 'H2SO4', true],
    [sulphuric, 'H₂SO₄', true],
    [sulphuric, 'H_2SO_4', true],
    [sulphuric, String.raw`\mathrm{H_2SO_4}`, true],
    [sulphuric, String.raw`\mathrm{H}_{2}\mathrm{SO}_{4}`, true],
    [sulphuric, String.raw`\ce{H2SO4}`, true],
    [sulphuric, 'SO4H2', true],
    [sulphuric, 'H2SO3', false, null],
    [sulphuric, 'h2so4', false, answerVerdictHints.unreadableFormula],
    [sulphuric, 'H2SO4^{2-}', false, null],
    [formula('Ca(OH)2'), 'Ca(OH)_2', true],
    [formula('Ca(OH)2'), 'Ca(OH)₂', true],
    [formula('Ca(OH)2'), 'CaO2H2', true],
    [formula('Ca(OH)2'), 'CaOH2', false],
    [formula('Ca(OH)2'), 'Ca(OH2', false, answerVerdictHints.unreadableFormula],
    [formula('CuSO4·5H2O'), String.raw`CuSO_4\cdot 5H_2O`, true],
    [formula('CuSO4·5H2O'), 'CuSO4*5H2O', true],
    [formula('CuSO4·5H2O'), 'CuSO₄ · 5 H₂O', true],
    [formula('CuSO4·5H2O'), 'CuSO4·H2O', false],
    [formula('CuSO4·5H2O'), 'CuSO4', false],
    [sulphate, 'SO4^{2-}', true],
    [sulphate, 'SO4^2-', true],
    [sulphate, 'SO₄²⁻', true],
    [sulphate, 'SO42-', true],
    [sulphate, String.raw`\mathrm{SO_4^{2-}}`, true],
    [sulphate, 'SO4^{-}', false],
    [sulphate, 'SO4', false],
    [formula('Fe^{3+}'), 'Fe3+', true],
    [formula('Fe^{3+}'), 'Fe^{+3}', true],
    [formula('Fe^{3+}'), 'Fe^{2+}', false],
    [formula('Na+'), 'Na^+', true],
    [formula('Na+'), 'Na⁺', true],
    [formula('NH4+'), 'NH_4^+', true],
    [formula('[Cu(NH3)4]^{2+}'), String.raw`\lbrack Cu(NH_3)_4\rbrack^{2+}`, true],
    [formula('CO'), 'Co', false],
  ]);

  it('reads the composition and charge', () => {
    expect(compositionKey(readFormula('Ca(OH)2')!)).toBe('Ca1 H2 O2 q0');
    expect(compositionKey(readFormula('SO42-')!)).toBe('O4 S1 q-2');
    expect(readFormula('Xy2')).toBeNull();
    expect(isReadableAnswerKey(formula('H2SO4'))).toBe(true);
    expect(isReadableAnswerKey(formula('H2Xq'))).toBe(false);
  });
});

describe('CHEMICAL_EQUATION (issue 73)', () => {
  const water = equation('2H2 + O2 -> 2H2O');
  const precipitate = equation('Fe^{3+} + 3OH^- -> Fe(OH)3');
  check([
    [water, '2H2 + O2 -> 2H2O', true],
    [water, '2H₂ + O₂ → 2H₂O', true],
    [water, 'O2 + 2H2 = 2H2O', true],
    [water, String.raw`2H_2+O_2\rightarrow 2H_2O`, true],
    [water, String.raw`2\mathrm{H_2} + \mathrm{O_2} \longrightarrow 2\mathrm{H_2O}`, true],
    [water, '2H2 + O2 ⇄ 2H2O', true],
    [water, '2H2 + O2 <=> 2H2O', true],
    [water, '4H2 + 2O2 -> 4H2O', false, answerVerdictHints.smallestCoefficients],
    [water, 'H2 + 1/2 O2 -> H2O', false, answerVerdictHints.smallestCoefficients],
    [water, 'H2 + O2 -> H2O', false, answerVerdictHints.unbalanced],
    [water, '2H2 + O2 -> H2O', false, answerVerdictHints.unbalanced],
    [water, '2H2O -> 2H2 + O2', false, null],
    [water, '2H2 + O2 -> 2H2O2', false, null],
    [water, '2H2 + O2 + 2H2O', false, answerVerdictHints.noArrow],
    [water, '2Hx + O2 -> 2H2O', false, answerVerdictHints.unreadableFormula],
    [precipitate, 'Fe3+ + 3OH- -> Fe(OH)3', true],
    [precipitate, 'Fe^{3+}+3OH^{-}\\rightarrow Fe(OH)_3', true],
    [precipitate, 'Fe³⁺ + 3OH⁻ → Fe(OH)₃↓', true],
    [precipitate, 'Fe3+ + 3OH- -> Fe(OH)3 (s)', true],
    [precipitate, 'Fe3+ + OH- -> Fe(OH)3', false, answerVerdictHints.unbalanced],
    [precipitate, 'Fe2+ + 3OH- -> Fe(OH)3', false, null],
    [equation('Na+ + Cl- -> NaCl'), 'Na^+ + Cl^- → NaCl', true],
    [equation('Na+ + Cl- -> NaCl'), 'Na++Cl- ->NaCl', true],
    [equation('Na+ + Cl- -> NaCl'), 'Na + Cl -> NaCl', false],
    [equation('Cu^{2+} + 2e^- -> Cu'), 'Cu2+ + 2e- -> Cu', true],
    [equation('Cu^{2+} + 2e^- -> Cu'), 'Cu2+ + e- -> Cu', false, answerVerdictHints.unbalanced],
    [equation('CH4 + 2O2 -> CO2 + 2H2O'), 'CH4 + 2O2 → CO2 + 2H2O', true],
    [equation('CH4 + 2O2 -> CO2 + 2H2O'), '2O2 + CH4 → 2H2O + CO2', true],
    [equation('CH4 + 2O2 -> CO2 + 2H2O'), 'CH4 + O2 → CO2 + H2O', false, answerVerdictHints.unbalanced],
    [equation('CuSO4·5H2O -> CuSO4 + 5H2O'), String.raw`CuSO_4\cdot5H_2O \xrightarrow{T} CuSO_4 + 5H_2O`, true],
    [equation('CuSO4·5H2O -> CuSO4 + 5H2O'), 'CuSO4·5H2O -> CuSO4 + 4H2O', false, answerVerdictHints.unbalanced],
    [equation('CaCO3 + 2HCl -> CaCl2 + H2O + CO2'), 'CaCO3 + 2HCl → CaCl2 + CO2↑ + H2O', true],
    [equation('CH3COOH ⇄ CH3COO^- + H^+'), 'CH3COOH <=> CH3COO- + H+', true],
    [equation('CH3COOH ⇄ CH3COO^- + H^+'), 'CH3COOH ⇄ CH3COO + H', false],
    [equation('2Al + 6HCl -> 2AlCl3 + 3H2'), '2Al + 6HCl -> 2AlCl3 + 3H2', true],
    [equation('2Al + 6HCl -> 2AlCl3 + 3H2'), 'Al + 3HCl -> AlCl3 + 3/2H2', false],
  ]);

  it('refuses an unbalanced or arrowless key, and gives every checker the same verdict', () => {
    expect(isReadableAnswerKey(equation('2H2 + O2 -> 2H2O'))).toBe(true);
    expect(isReadableAnswerKey(equation('H2 + O2 -> H2O'))).toBe(false);
    expect(isReadableAnswerKey(equation('2H2 + O2'))).toBe(false);
    expect(isAnswerCorrect(equation('2H2 + O2 -> 2H2O'), '2H2 + O2 -> 2H2O')).toBe(true);
    expect(isAnswerCorrect(equation('2H2 + O2 -> 2H2O'), '4H2 + 2O2 -> 4H2O')).toBe(false);
  });

  it('never throws on junk', () => {
    for (const junk of ['', '->', '+ + ->', '((((', 'H'.repeat(600), '2^{+} -> ^{-}', '\\frac{}{}']) {
      expect(checkAnswer(equation('2H2 + O2 -> 2H2O'), junk).correct).toBe(false);
      expect(checkAnswer(formula('H2O'), junk).correct).toBe(false);
    }
  });
});
