import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { maturaPolynomialEquationGenerators } from './matura-rownania-wielomianowe';

describe('generators: matura-rownania-wielomianowe', () => {
  for (const generator of maturaPolynomialEquationGenerators) itHoldsForEverySeed(generator);
});
