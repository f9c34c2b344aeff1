import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8ElementaryAlgebraGenerators } from './e8-elementy-algebry';

describe('generators: e8-elementy-algebry', () => {
  for (const generator of e8ElementaryAlgebraGenerators) itHoldsForEverySeed(generator);
});
