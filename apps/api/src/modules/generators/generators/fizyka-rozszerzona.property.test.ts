import { describe } from 'vitest';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';
import { physicsExtendedGenerators } from './fizyka-rozszerzona';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-rzut-poziomy-zasieg': ([speed = 0, height = 0, g = 0]) => speed * Math.sqrt((2 * height) / g),
  'fizyka-sila-dosrodkowa': ([mass = 0, x = 0, y = 0], text) =>
    text.includes('Samochód') ? (mass * y ** 2) / x : ((mass / 1000) * y ** 2) / (x / 100),
  'fizyka-predkosc-orbitalna': ([altitude = 0]) => Math.sqrt((6.67e-11 * 6e24) / ((6400 + altitude) * 1000)),
  'fizyka-grawitacja-na-wysokosci': ([mass = 0, altitude = 0, radius = 0, g = 0]) =>
    mass * g * (radius / (radius + altitude)) ** 2,
  'fizyka-energia-fotonu': ([nanometres = 0]) => (6.63e-34 * 3e8) / (nanometres * 1e-9),
};

describe('generators: fizyka-rozszerzona', () => {
  for (const generator of physicsExtendedGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
