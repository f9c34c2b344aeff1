import { describe } from 'vitest';
import { itHoldsForEverySeed } from '../generator-properties';
import { maturaPlaneTheoremGenerators } from './matura-twierdzenia-planimetrii';

describe('generators: matura-twierdzenia-planimetrii', () => {
  for (const generator of maturaPlaneTheoremGenerators) itHoldsForEverySeed(generator);
});
