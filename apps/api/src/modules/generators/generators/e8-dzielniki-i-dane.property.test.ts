import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8DivisorAndDataGenerators } from './e8-dzielniki-i-dane';

describe('generators: e8-dzielniki-i-dane', () => {
  for (const generator of e8DivisorAndDataGenerators) itHoldsForEverySeed(generator);
});
