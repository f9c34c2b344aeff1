import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { maturaPolynomialAndRationalGenerators } from './matura-wielomiany-i-wyrazenia-wymierne';

describe('generators: matura-wielomiany-i-wyrazenia-wymierne', () => {
  for (const generator of maturaPolynomialAndRationalGenerators) itHoldsForEverySeed(generator);
});
