import { describe } from 'vitest';
import { physicsEnergyGenerators } from './fizyka-praca-energia';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-praca-mechaniczna': ([force = 0, distance = 0], text) =>
    text.includes(' km.') ? force * distance * 1000 : force * distance,
  'fizyka-moc-mechaniczna': ([mass = 0, height = 0, time = 0, g = 0]) => (mass * g * height) / time,
  'fizyka-energia-kinetyczna': ([mass = 0, speed = 0], text) =>
    (mass * (text.includes('km/h') ? speed / 3.6 : speed) ** 2) / 2,
  'fizyka-energia-potencjalna': ([mass = 0, height = 0, g = 0]) => mass * g * height,
  'fizyka-zasada-zachowania-energii': ([height = 0, g = 0]) => Math.sqrt(2 * g * height),
};

describe('generators: fizyka-praca-energia', () => {
  for (const generator of physicsEnergyGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
