import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8NaturalNumberGenerators } from './e8-liczby-naturalne';

describe('generators: e8-liczby-naturalne', () => {
  for (const generator of e8NaturalNumberGenerators) itHoldsForEverySeed(generator);
});
