import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { e8GeometryGenerators } from './e8-geometria';

describe('generators: e8-geometria', () => {
  for (const generator of e8GeometryGenerators) itHoldsForEverySeed(generator);
});
