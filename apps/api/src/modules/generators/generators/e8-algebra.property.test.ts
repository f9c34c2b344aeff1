import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8AlgebraGenerators } from './e8-algebra';

describe('generators: e8-algebra', () => {
  for (const generator of e8AlgebraGenerators) itHoldsForEverySeed(generator);
});
