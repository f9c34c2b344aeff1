import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8UnitPowerAndProportionGenerators } from './e8-jednostki-potegi-proporcje';

describe('generators: e8-jednostki-potegi-proporcje', () => {
  for (const generator of e8UnitPowerAndProportionGenerators) itHoldsForEverySeed(generator);
});
