import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8LineAndSegmentGenerators } from './e8-proste-i-odcinki';

describe('generators: e8-proste-i-odcinki', () => {
  for (const generator of e8LineAndSegmentGenerators) itHoldsForEverySeed(generator);
});
