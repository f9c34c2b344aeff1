import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { maturaGeometryGenerators } from './matura-geometria';

describe('generators: matura-geometria', () => {
  for (const generator of maturaGeometryGenerators) itHoldsForEverySeed(generator);
});
