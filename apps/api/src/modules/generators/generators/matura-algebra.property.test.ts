import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { maturaAlgebraGenerators } from './matura-algebra';

describe('generators: matura-algebra', () => {
  for (const generator of maturaAlgebraGenerators) itHoldsForEverySeed(generator);
});
