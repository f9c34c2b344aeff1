import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8NumberGenerators } from './e8-liczby';

describe('generators: e8-liczby', () => {
  for (const generator of e8NumberGenerators) itHoldsForEverySeed(generator);
});
