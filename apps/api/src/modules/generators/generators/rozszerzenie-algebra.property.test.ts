import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { extendedAlgebraGenerators } from './rozszerzenie-algebra';

describe('generators: rozszerzenie-algebra', () => {
  for (const generator of extendedAlgebraGenerators) itHoldsForEverySeed(generator);
});
