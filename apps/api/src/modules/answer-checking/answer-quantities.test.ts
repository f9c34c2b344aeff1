import { answerCheckMessages, type TAnswerKey, ZAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { checkAnswer, isAnswerCorrect, isReadableAnswerKey } from './answer-equality';
import { readWrittenNumber, significantFiguresOf } from './answer-quantity-number';
import { verdictMessage } from './answer-verdict';

/*
 * Issue 73: answers with units as physics and chemistry write them. A key with a unit takes any answer of the same
 * quantity in a compatible unit; a unit of another quantity is wrong with a hint naming both quantities.
 */

type TKeyExtras = Partial<Pick<TAnswerKey, 'unitRequired' | 'significantFigures' | 'tolerance'>>;
const key = (value: string, unit: string | null, extras: TKeyExtras = {}): TAnswerKey => ({
  kind: 'NUMBER',
  value,
  tolerance: null,
  unit,
  ...extras,
});

/** [key, answer, right?, hint (null: none)] */
type TCase = readonly [TAnswerKey, string, boolean, (string | null)?];
const check = (cases: readonly TCase[]) =>
  it.each(
    cases.map(([answerKey, given, right, hint]) => [answerKey.value, answerKey.unit, given, right, hint, answerKey]),
  )('%s %s: %s → %s', (_value, _unit, given, right, hint, answerKey) => {
    const verdict = checkAnswer(answerKey as TAnswerKey, given as string);
    expect(verdict.correct).toBe(right);
    if (hint !== undefined) expect(verdict.hint).toBe(hint);
  });

const speed = key('72', 'km/h');
const mass = key('500', 'g');
const work = key('1200', 'J');
const massHint = 'Wynik to prędkość, a podana jednostka to jednostka masy.';

describe('the same quantity in another unit (issue 73)', () => {
  check([
    [speed, '20 m/s', true, null],
    [speed, '72 km/h', true],
    [speed, String.raw`20\frac{m}{s}`, true],
    [speed, String.raw`20\,\mathrm{m/s}`, true],
    [speed, '72', true],
    [speed, '21 m/s', false, null],
    [speed, '72 m/s', false, null],
    [mass, '0,5 kg', true],
    [mass, '0.5 kg', true],
    [mass, '50 dag', true],
    [mass, '500000 mg', true],
    [mass, '0,5 kilogramów', true],
    [work, '1,2·10³ J', true],
    [work, String.raw`1,2 \cdot 10^{3}\,\mathrm{J}`, true],
    [work, String.raw`1{,}2\cdot10^3\text{ J}`, true],
    [work, '1.2e3 J', true],
    [work, '1,2×10^3 J', true],
    [work, '1,2 kJ', true],
    [work, '1,2 kilodżula', true],
    [work, 'W = 1,2 kJ', true],
    [work, '1,2·10³', true],
    [work, '1,3 kJ', false],
    [work, '0,0012 MJ', true],
    [key('3,6', 'MJ'), '1 kWh', true],
    [key('1,602', 'J', { tolerance: 0.001 }), String.raw`1\cdot 10^{19} eV`, true],
    [key('9,81', 'm/s^2'), String.raw`9{,}81\,\mathrm{m/s^2}`, true],
    [key('9,81', 'm/s²'), String.raw`9,81 \frac{m}{s^2}`, true],
    [key('9,81', 'm/s²'), '9,81 m/s2', true],
    [key('9,81', 'm/s²'), '9,81 N/kg', true],
    [key('2', 'dm³'), '2 l', true],
    [key('2', 'dm³'), '2000 cm³', true],
    [key('2', 'dm³'), String.raw`2\,\mathrm{dm^{3}}`, true],
    [key('2', 'dm³'), String.raw`2000\,\mathrm{cm^{3}}`, true],
    [key('2', 'dm³'), String.raw`2000\text{ cm}^{3}`, true],
    [key('0,5', 'mol/dm³'), '0,5 mol/l', true],
    [key('0,5', 'mol/dm³'), '500 mmol/dm3', true],
    [key('98', 'g/mol'), '98 g/mol', true],
    [key('98', 'g/mol'), '0,098 kg/mol', true],
    [key('2,7', 'g/cm³'), '2700 kg/m³', true],
    [key('2,7', 'g/cm³'), String.raw`2700\,\frac{kg}{m^3}`, true],
    [key('4,7', 'kΩ'), '4700 Ω', true],
    [key('4,7', 'kΩ'), String.raw`4700\,\Omega`, true],
    [key('1013', 'hPa'), '101,3 kPa', true],
    [key('230', 'V'), '0,23 kV', true],
    [key('0,2', 'A'), '200 mA', true],
    [key('5', 'N'), '5 niutonów', true],
    [key('2', 'h'), '120 min', true],
    [key('2', 'h'), '2 godziny', true],
    [key('1', 'ha'), '100 a', true],
    [key('1', 'ha'), '10000 m²', true],
  ]);
});

describe('temperatures, percentages and money (issue 73)', () => {
  const warm = key('20', '°C');
  check([
    [warm, '20 °C', true],
    [warm, '20°C', true],
    [warm, String.raw`20^{\circ}\mathrm{C}`, true],
    [warm, '293,15 K', true],
    [warm, '20 K', false, null],
    [key('300', 'K'), '26,85 °C', true],
    [key('300', 'K'), '300 kelwinów', true],
    [warm, '20 stopni Celsjusza', true],
    [key('230', 'V'), '230 woltów', true],
    [key('0,2', 'A'), '0,2 ampera', true],
    [key('3', 'mol'), '3 mole', true],
    [key('100', 'W'), '0,1 kilowata', true],
    [key('25', '%'), '25%', true],
    [key('25', '%'), String.raw`25\%`, true],
    [key('25', '%'), '25', true],
    [key('12,5', 'zł'), '1250 gr', false, null],
    [key('12,5', 'zł'), '12,50 zł', true],
  ]);
});

describe('a unit of another quantity is wrong, and says so (issue 73)', () => {
  check([
    [speed, '20 kg', false, massHint],
    [speed, '20 s', false, 'Wynik to prędkość, a podana jednostka to jednostka czasu.'],
    [mass, '0,5 l', false, 'Wynik to masa, a podana jednostka to jednostka objętości.'],
    [work, '1200 W', false, 'Wynik to energia, a podana jednostka to jednostka mocy.'],
    [work, '1200 N', false, 'Wynik to energia, a podana jednostka to jednostka siły.'],
    [key('144', 'cm²'), '144 cm', false, 'Wynik to pole powierzchni, a podana jednostka to jednostka długości.'],
    [key('2', 'dm³'), '2 dm²', false, 'Wynik to objętość, a podana jednostka to jednostka pola powierzchni.'],
    [key('1013', 'hPa'), '1013 N', false, 'Wynik to ciśnienie, a podana jednostka to jednostka siły.'],
    [key('2,7', 'g/cm³'), '2,7 g', false, 'Wynik to gęstość, a podana jednostka to jednostka masy.'],
    [
      key('0,5', 'mol/dm³'),
      '0,5 mol',
      false,
      'Wynik to stężenie molowe, a podana jednostka to jednostka ilości substancji.',
    ],
    [key('98', 'g/mol'), '98 g', false, 'Wynik to masa molowa, a podana jednostka to jednostka masy.'],
    [key('9,81', 'm/s²'), '9,81 m/s', false, 'Wynik to przyspieszenie, a podana jednostka to jednostka prędkości.'],
    [
      key('230', 'V'),
      '230 A',
      false,
      'Wynik to napięcie elektryczne, a podana jednostka to jednostka natężenia prądu.',
    ],
    [
      key('4,7', 'kΩ'),
      '4,7 kV',
      false,
      'Wynik to opór elektryczny, a podana jednostka to jednostka napięcia elektrycznego.',
    ],
    [key('2', 'C'), '2 A', false, 'Wynik to ładunek elektryczny, a podana jednostka to jednostka natężenia prądu.'],
    [key('20', '°C'), '20 J', false, 'Wynik to temperatura, a podana jednostka to jednostka energii.'],
  ]);

  it('puts the hint after the wrong answer’s message, as the pupil reads it', () => {
    expect(verdictMessage(checkAnswer(speed, '20 kg'))).toBe(`${answerCheckMessages.wrong} ${massHint}`);
    expect(verdictMessage(checkAnswer(speed, '21 m/s'))).toBe(answerCheckMessages.wrong);
    expect(verdictMessage(checkAnswer(speed, '20 m/s'))).toBe(answerCheckMessages.correct);
  });
});

describe('a key demanding its unit, or significant figures (issue 73)', () => {
  const inKmH = key('72', 'km/h', { unitRequired: true });
  const twoFigures = key('1234', 'J', { significantFigures: 2 });
  const figuresHint = 'Wynik powinien mieć 2 cyfry znaczące.';
  check([
    [inKmH, '72 km/h', true],
    [inKmH, '72', true],
    [inKmH, '20 m/s', false, 'Podaj wynik w km/h.'],
    [inKmH, '20 kg', false, massHint],
    [twoFigures, '1,2·10³ J', true],
    [twoFigures, String.raw`1,2 \cdot 10^{3}\,\mathrm{J}`, true],
    [twoFigures, '1,2 kJ', true],
    [twoFigures, '1200 J', true],
    [twoFigures, '1234 J', false, figuresHint],
    [twoFigures, '1,23 kJ', false, figuresHint],
    [twoFigures, '1,3 kJ', false, null],
    [twoFigures, '1,2·10³', true],
    [key('0,012345', 'mol', { significantFigures: 3 }), '0,0123 mol', true],
    [key('0,012345', 'mol', { significantFigures: 3 }), '1,23·10⁻² mol', true],
    [key('0,012345', 'mol', { significantFigures: 3 }), '0,012 mol', false, 'Wynik powinien mieć 3 cyfry znaczące.'],
    [key('7,0', null, { significantFigures: 5 }), '7', false, 'Wynik powinien mieć 5 cyfr znaczących.'],
    [key('7', null, { significantFigures: 1 }), '7,0', false, 'Wynik powinien mieć 1 cyfrę znaczącą.'],
  ]);

  it('reads powers of ten and counts significant figures as written', () => {
    expect(readWrittenNumber('1,2·10³')).toEqual({ text: '1200', mantissa: '1,2' });
    expect(readWrittenNumber(String.raw`4{,}5\cdot 10^{-3}`).text).toBe('0.0045');
    expect(significantFiguresOf('0,0120')).toEqual({ min: 3, max: 3 });
    expect(significantFiguresOf('1200')).toEqual({ min: 2, max: 4 });
    expect(significantFiguresOf('3/2')).toBeNull();
  });
});

describe('the key’s new fields (issue 73)', () => {
  it('keeps old keys valid and checks the new fields', () => {
    expect(ZAnswerKey.safeParse({ kind: 'NUMBER', value: '72', unit: 'km/h' }).success).toBe(true);
    expect(ZAnswerKey.safeParse({ kind: 'NUMBER', value: '72', unit: 'km/h', unitRequired: true }).success).toBe(true);
    const noUnit = ZAnswerKey.safeParse({ kind: 'NUMBER', value: '72', unitRequired: true });
    expect(noUnit.error?.issues[0]?.message).toBe(answerCheckMessages.unitRequiredWithoutUnit);
    const tooMany = ZAnswerKey.safeParse({ kind: 'NUMBER', value: '72', significantFigures: 16 });
    expect(tooMany.error?.issues[0]?.message).toBe(answerCheckMessages.significantFigures);
    const onSet = ZAnswerKey.safeParse({ kind: 'SET', value: '{1; 2}', significantFigures: 2 });
    expect(onSet.error?.issues[0]?.message).toBe(answerCheckMessages.significantFiguresKind);
  });

  it('gives every other answer checker the same verdict', () => {
    expect(isAnswerCorrect(speed, '20 m/s')).toBe(true);
    expect(isAnswerCorrect(speed, '20 kg')).toBe(false);
    expect(isReadableAnswerKey(work)).toBe(true);
  });
});
