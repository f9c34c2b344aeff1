import { describe } from 'vitest';
import { physicsOpticsAndWaveGenerators } from './fizyka-optyka-fale';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-zdolnosc-skupiajaca': ([x = 0], text) => (text.includes('Oblicz zdolność') ? 100 / x : 1 / x),
  'fizyka-rownanie-soczewki': ([object = 0, focal = 0]) => (object * focal) / (object - focal) / 100,
  'fizyka-predkosc-swiatla-w-osrodku': ([index = 0, light = 0]) => (light / index) * 1000,
  'fizyka-dlugosc-fali': ([x = 0, y = 0], text) => (text.includes('Dźwięk') ? y / x : x * y),
  'fizyka-okres-i-czestotliwosc': ([count = 0, time = 0], text) =>
    text.includes('Oblicz okres') ? time / count : count / time,
};

describe('generators: fizyka-optyka-fale', () => {
  for (const generator of physicsOpticsAndWaveGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
