import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { TMathFieldModule } from './load-math-field';
import { MathAnswerInput } from './MathAnswerInput';
import {
  chemistryMathKeyboard,
  mathKeyboardLayouts,
  mathKeyboardLayoutsFor,
  polishMathKeyboard,
  wantsChemistryKeyboard,
} from './math-keyboard';

type TRows = { label?: string; insert?: string }[][];
const rowsOf = (layout: unknown) => (layout as { rows: TRows }).rows;
const labelsOf = (layout: unknown) => rowsOf(layout).map((row) => row.map((key) => key.label ?? key));

describe('the chemistry row of the maths keyboard (issue 73)', () => {
  it('tops the Polish keyboard on chemistry tasks with indices, arrows, charges, the hydrate dot and brackets', () => {
    const [first, ...tabs] = mathKeyboardLayoutsFor({ chemistry: true });
    expect(first).toBe(chemistryMathKeyboard);
    expect(tabs).toEqual(['alphabetic', 'symbols']);
    expect(labelsOf(first)[0]).toEqual(['₂', '₃', '₄', '→', '⇄', '⁺', '⁻', '²⁺', '²⁻', '·', '(', ')']);
    expect(rowsOf(first).slice(1)).toEqual(rowsOf(polishMathKeyboard));
    const inserts = rowsOf(first)[0]!.map((key) => key.insert);
    expect(inserts).toContain('#@_{2}');
    expect(inserts).toContain('#@^{2-}');
    expect(inserts).toContain(String.raw`\rightarrow`);
  });

  it('is not on other subjects’ tasks', () => {
    expect(mathKeyboardLayoutsFor({ chemistry: false })).toBe(mathKeyboardLayouts);
    expect(labelsOf(polishMathKeyboard).flat()).not.toContain('→');
  });

  it('comes with a chemistry task or a chemical answer', () => {
    expect(wantsChemistryKeyboard('CHEMISTRY', 'NUMBER')).toBe(true);
    expect(wantsChemistryKeyboard('MATHS', 'CHEMICAL_EQUATION')).toBe(true);
    expect(wantsChemistryKeyboard('MATHS', 'NUMBER')).toBe(false);
    expect(wantsChemistryKeyboard(undefined, 'EXPRESSION')).toBe(false);
  });
});

/** Stands in for MathLive's `<math-field>`. */
class FakeMathfield extends HTMLElement {
  value = '';
}
if (!customElements.get('fake-chemistry-field')) customElements.define('fake-chemistry-field', FakeMathfield);
const loadFakeField = () =>
  Promise.resolve({ MathfieldElement: FakeMathfield as unknown as TMathFieldModule['MathfieldElement'] });

describe('the answer field on a chemistry task (issue 73)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'mathVirtualKeyboard');
  });

  it.each([
    [true, chemistryMathKeyboard],
    [false, polishMathKeyboard],
  ])('chemistry %s: the phone keyboard opens on the right first tab', async (chemistry, expected) => {
    Object.assign(window, { mathVirtualKeyboard: { layouts: ['default'] } });
    renderWithProviders(
      <MathAnswerInput
        labelId="label"
        hintId="hint"
        value=""
        onChange={() => {}}
        onSubmit={() => {}}
        load={loadFakeField}
        chemistry={chemistry}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Wpisz odpowiedź' }));
    await waitFor(() =>
      expect(screen.getByTestId('math-answer-field').querySelector('fake-chemistry-field')).not.toBeNull(),
    );
    expect((window.mathVirtualKeyboard.layouts as unknown[])[0]).toBe(expected);
  });
});
