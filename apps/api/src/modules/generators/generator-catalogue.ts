import type { TGenerator } from './generator.types';
import { e8AlgebraGenerators } from './generators/e8-algebra';
import { e8GeometryGenerators } from './generators/e8-geometria';
import { e8NumberGenerators } from './generators/e8-liczby';
import { e8OtherSectionGenerators } from './generators/e8-pozostale-dzialy';
import { maturaAlgebraGenerators } from './generators/matura-algebra';
import { maturaGeometryGenerators } from './generators/matura-geometria';

/** Every task generator, E8 first, in a stable order. */
const generators: readonly TGenerator[] = [
  ...e8NumberGenerators,
  ...e8AlgebraGenerators,
  ...e8GeometryGenerators,
  ...e8OtherSectionGenerators,
  ...maturaAlgebraGenerators,
  ...maturaGeometryGenerators,
];

const byId = new Map(generators.map((generator) => [generator.id, generator]));

export function listGenerators(): readonly TGenerator[] {
  return generators;
}

export function findGenerator(id: string): TGenerator | undefined {
  return byId.get(id);
}
