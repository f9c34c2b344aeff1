import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8AngleGenerators } from './e8-katy';

describe('generators: e8-katy', () => {
  for (const generator of e8AngleGenerators) itHoldsForEverySeed(generator);
});
