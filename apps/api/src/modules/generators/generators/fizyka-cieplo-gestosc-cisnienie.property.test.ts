import { describe } from 'vitest';
import { physicsHeatAndPressureGenerators } from './fizyka-cieplo-gestosc-cisnienie';
import { itComputesEverySeed, type TExpectedResult } from './fizyka-property-support';

/** Each result in SI units, computed from the statement's numbers in the order the statement gives them. */
const expected: Record<string, TExpectedResult> = {
  'fizyka-cieplo-wlasciwe': ([mass = 0, start = 0, end = 0, specific = 0]) => mass * specific * (end - start),
  'fizyka-cieplo-topnienia': ([amount = 0, , fusion = 0], text) =>
    (/stopić [\d,]+ g /.test(text) ? amount / 1000 : amount) * fusion * 1000,
  'fizyka-praca-przemiana-izobaryczna': ([kilopascals = 0, before = 0, after = 0]) =>
    kilopascals * 1000 * ((after - before) / 1000),
  'fizyka-gestosc': ([volume = 0, mass = 0]) => (mass / volume) * 1000,
  'fizyka-cisnienie': ([force = 0, area = 0], text) => (text.includes('cm²') ? force / (area / 10_000) : force / area),
  'fizyka-cisnienie-hydrostatyczne': ([depth = 0, rho = 0, g = 0]) => rho * g * depth,
};

describe('generators: fizyka-cieplo-gestosc-cisnienie', () => {
  for (const generator of physicsHeatAndPressureGenerators) itComputesEverySeed(generator, expected[generator.id]!);
});
