import type { TAnswerKey } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, isReadableAnswerKey } from './answer-equality';
import { canonicalUnit, unitAskedIn, withAskedUnit } from './answer-units';

const key = (kind: TAnswerKey['kind'], value: string, unit: string | null = null): TAnswerKey => ({
  kind,
  value,
  tolerance: null,
  unit,
});

/** [key, answer, right?] */
type TCase = readonly [TAnswerKey, string, boolean];
const check = (cases: readonly TCase[]) =>
  it.each(
    cases.map(([answerKey, given, right]) => [answerKey.kind, answerKey.value, given, right, answerKey] as const),
  )('%s %s: %s → %s', (_kind, _value, given, right, answerKey) => {
    expect(isAnswerCorrect(answerKey, given)).toBe(right);
  });

describe('answers with the unit the task asks for (issue 57)', () => {
  const area = key('NUMBER', '144', 'cm²');
  check([
    [area, '144 cm²', true],
    [area, '144cm^2', true],
    [area, String.raw`144\text{ cm}^{2}`, true],
    [area, String.raw`144\ \mathrm{cm^2}`, true],
    [area, '144', true],
    [area, '144 m²', false],
    [area, '144 cm', false],
    [area, '143 cm²', false],
    [key('NUMBER', '12,5', 'zł'), '12,50 zł', true],
    [key('NUMBER', '12,5', 'zł'), '12,5 złotych', true],
    [key('NUMBER', '12,5', 'zł'), '12,5 gr', false],
    [key('NUMBER', '60', 'km/h'), String.raw`60\frac{km}{h}`, true],
    [key('NUMBER', '60', 'km/h'), '60 m/s', false],
    [key('FRACTION', '3/2', 'kg'), '1,5 kg', true],
    // A key naming no unit takes no unit: the unit cannot be checked.
    [key('NUMBER', '77'), '77 dag', false],
  ]);

  it('reads the unit a statement asks for, in one spelling', () => {
    expect(unitAskedIn('<p>Oblicz pole tego trapezu (w cm²).</p>')).toBe('cm^2');
    expect(unitAskedIn('Samochód jechał 2 godziny. Wynik podaj w km/h.')).toBe('km/h');
    expect(unitAskedIn('Ile złotych zapłaciła Ola?')).toBe('zł');
    expect(unitAskedIn('Oblicz miarę kąta (w stopniach).')).toBeNull();
    expect(unitAskedIn('Oblicz (w cm) obwód, a potem pole (w cm²).')).toBeNull();
    expect(canonicalUnit('centymetrach kwadratowych')).toBe('cm^2');
    expect(canonicalUnit('cm3')).toBe('cm^3');
    expect(canonicalUnit('zł^2')).toBeNull();
  });

  it('gives a key without a unit the one its statement asks for', () => {
    const asked = withAskedUnit(key('NUMBER', '144'), 'Oblicz pole prostokąta (w cm²).');
    expect(isAnswerCorrect(asked, '144 cm²')).toBe(true);
    expect(isAnswerCorrect(asked, '144 mm²')).toBe(false);
    expect(withAskedUnit(key('SET', '{1; 2}'), 'Podaj wynik (w cm).').unit).toBeNull();
  });
});

describe('percent as a word, and an expression with its value (issue 57)', () => {
  check([
    [key('NUMBER', String.raw`-23\%`), '-23 procent', true],
    [key('NUMBER', String.raw`-23\%`), '−23 proc.', true],
    [key('NUMBER', String.raw`20\%`), '20 procent', true],
    [key('NUMBER', '0,2'), '20 procent', true],
    [key('NUMBER', '23'), String.raw`4a + 3b = 4 \cdot 2 + 3 \cdot 5 = 23`, true],
    [key('NUMBER', '23'), '4a+3b=23', true],
    [key('NUMBER', '23'), '4a + 3b = 24', false],
    [key('NUMBER', '23'), '8 + 16 = 23', false],
    [key('NUMBER', '23'), 'x:=23', false],
  ]);
});

describe('ordered answers: TUPLE (issue 57)', () => {
  const system = key('TUPLE', 'x = 1, y = 2, z = 3');
  const parcels = key('TUPLE', '12; 7; 5');
  check([
    [system, 'x=1, y=2, z=3', true],
    [system, 'y = 2; x = 1; z = 3', true],
    [system, '(1; 2; 3)', true],
    [system, '1, 2, 3', true],
    [system, String.raw`\begin{cases}x=1\\y=2\\z=3\end{cases}`, true],
    [system, '(3; 2; 1)', false],
    [system, 'x=2, y=1, z=3', false],
    [system, 'a=1, b=2, c=3', false],
    [system, '1, 2', false],
    [parcels, '12, 7, 5', true],
    [parcels, '12 i 7 i 5', true],
    [parcels, '7; 12; 5', false],
  ]);
});

describe('MATRIX answers (issue 57)', () => {
  const inverse = key('MATRIX', String.raw`\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}`);
  check([
    [inverse, String.raw`\begin{bmatrix}2&-5\\-1&3\end{bmatrix}`, true],
    [inverse, '[[2, -5], [-1, 3]]', true],
    [inverse, '[[2; -5]; [-1; 3]]', true],
    [inverse, '[[2, -5], [3, -1]]', false],
    [inverse, String.raw`\begin{vmatrix}2&-5\\-1&3\end{vmatrix}`, false],
    [inverse, '[2, -5, -1, 3]', false],
  ]);

  it('refuses a key that is not a matrix or a tuple', () => {
    expect(isReadableAnswerKey(key('MATRIX', '2, -5'))).toBe(false);
    expect(isReadableAnswerKey(key('TUPLE', 'dwa'))).toBe(false);
    expect(isReadableAnswerKey(inverse)).toBe(true);
  });
});

describe('roots as typed on a keyboard (issue 57)', () => {
  check([
    [key('NUMBER', String.raw`\sqrt{2}`), 'sqrt(2)', true],
    [key('NUMBER', String.raw`2\sqrt{3}`), '2sqrt(3)', true],
    [key('NUMBER', String.raw`\sqrt{2}`), String.raw`\surd2`, true],
    [key('NUMBER', String.raw`\sqrt{2}`), 'sqrt(3)', false],
  ]);
});
