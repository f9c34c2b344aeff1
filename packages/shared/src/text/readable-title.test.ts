import { describe, expect, it } from 'vitest';
import { readableTitle } from './readable-title';

describe('readableTitle', () => {
  it('reads the TeX of real titles as text', () => {
    expect(readableTitle('\\log_2(x + 2) = 3')).toBe('log₂(x + 2) = 3');
    expect(readableTitle('Oblicz 4\\% liczby 250')).toBe('Oblicz 4% liczby 250');
    expect(readableTitle('Rozwiąż równanie $\\frac{x}{2} = 3$')).toBe('Rozwiąż równanie x/2 = 3');
    expect(readableTitle('Pierwiastek \\(\\sqrt{x^2}\\)')).toBe('Pierwiastek √x²');
    expect(readableTitle('Kąt $45^\\circ$ w trójkącie')).toBe('Kąt 45° w trójkącie');
  });

  it('leaves a title without TeX exactly as it is', () => {
    expect(readableTitle('Pole trójkąta  (klasa 7)')).toBe('Pole trójkąta  (klasa 7)');
  });
});
