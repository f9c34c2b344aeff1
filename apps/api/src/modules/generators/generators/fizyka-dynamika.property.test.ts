import { describe } from 'vitest';
import { physicsDynamicsGenerators } from './fizyka-dynamika';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-druga-zasada-dynamiki': ([x = 0, y = 0], text) =>
    text.includes('Oblicz przyspieszenie') ? y / x : text.includes('Jaka siła') ? x * y : x / y,
  'fizyka-sila-wypadkowa-przyspieszenie': ([mass = 0, pull = 0, friction = 0]) => (pull - friction) / mass,
  'fizyka-ciezar-ciala': ([x = 0, g = 0], text) =>
    text.includes('Jabłka') ? (x / 1000) * g : text.includes('Oblicz masę') ? x / g : x * g,
  'fizyka-ped-ciala': ([mass = 0, speed = 0], text) =>
    text.includes('km/h') ? (mass * speed) / 3.6 : (mass / 1000) * speed,
};

describe('generators: fizyka-dynamika', () => {
  for (const generator of physicsDynamicsGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
