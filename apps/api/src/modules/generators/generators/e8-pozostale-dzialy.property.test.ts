import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8OtherSectionGenerators } from './e8-pozostale-dzialy';

describe('generators: e8-pozostale-dzialy', () => {
  for (const generator of e8OtherSectionGenerators) itHoldsForEverySeed(generator);
});
