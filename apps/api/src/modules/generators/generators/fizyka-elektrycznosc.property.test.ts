import { describe } from 'vitest';
import { physicsElectricityGenerators } from './fizyka-elektrycznosc';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-prawo-ohma': ([x = 0, y = 0], text) =>
    text.includes('Oblicz natężenie') ? y / x : text.includes('Oblicz opór') ? x / y : x * y,
  'fizyka-moc-pradu': ([x = 0, y = 0], text) => (text.includes('Oblicz natężenie') ? x / y : x * y),
  'fizyka-praca-pradu-kwh': ([watts = 0, minutes = 0], text) =>
    watts * minutes * 60 * (text.includes('codziennie') ? 30 : 1),
  'fizyka-opor-zastepczy': ([a = 0, b = 0], text) => (text.includes('szeregowo') ? a + b : (a * b) / (a + b)),
  'fizyka-opor-zastepczy-mieszany': ([a = 0, b = 0, c = 0]) => a + (b * c) / (b + c),
};

describe('generators: fizyka-elektrycznosc', () => {
  for (const generator of physicsElectricityGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
