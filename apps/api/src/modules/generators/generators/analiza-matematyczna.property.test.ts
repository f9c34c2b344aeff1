import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { analysisGenerators } from './analiza-matematyczna';

describe('generators: analiza-matematyczna', () => {
  for (const generator of analysisGenerators) itHoldsForEverySeed(generator);
});
