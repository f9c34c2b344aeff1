import { describe } from 'vitest';
import { physicsKinematicsGenerators } from './fizyka-kinematyka';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units from the statement's numbers, in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-ruch-jednostajny-predkosc': ([s = 0, t = 0], text) => (text.includes('km/h') ? (s * 1000) / (t * 60) : s / t),
  'fizyka-zamiana-jednostek-predkosci': ([v = 0], text) => (text.includes('podaj w km/h') ? v : v / 3.6),
  'fizyka-ruch-jednostajny-droga-czas': ([v = 0, x = 0], text) =>
    text.includes('Jaką drogę') ? (v / 3.6) * x * 60 : (x * 1000) / (v / 3.6),
  'fizyka-przyspieszenie': ([t = 0, v = 0]) => v / 3.6 / t,
  'fizyka-droga-w-ruchu-przyspieszonym': ([a = 0, t = 0]) => (a * t * t) / 2,
  'fizyka-predkosc-w-ruchu-przyspieszonym': ([a = 0, t = 0]) => a * t,
};

describe('generators: fizyka-kinematyka', () => {
  for (const generator of physicsKinematicsGenerators) {
    itComputesEverySeed(generator, expected[generator.id]!);
  }
});
