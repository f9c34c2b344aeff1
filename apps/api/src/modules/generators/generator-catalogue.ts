import type { TGenerator } from './generator.types';
import { analysisGenerators } from './generators/analiza-matematyczna';
import { chemistryGenerators } from './generators/chemia-wszystkie';
import { e8AlgebraGenerators } from './generators/e8-algebra';
import { e8DivisorAndDataGenerators } from './generators/e8-dzielniki-i-dane';
import { e8ElementaryAlgebraGenerators } from './generators/e8-elementy-algebry';
import { e8GeometryGenerators } from './generators/e8-geometria';
import { e8UnitPowerAndProportionGenerators } from './generators/e8-jednostki-potegi-proporcje';
import { e8AngleGenerators } from './generators/e8-katy';
import { e8NumberGenerators } from './generators/e8-liczby';
import { e8NaturalNumberGenerators } from './generators/e8-liczby-naturalne';
import { e8OtherSectionGenerators } from './generators/e8-pozostale-dzialy';
import { e8LineAndSegmentGenerators } from './generators/e8-proste-i-odcinki';
import { physicsGenerators } from './generators/fizyka';
import { maturaAlgebraGenerators } from './generators/matura-algebra';
import { maturaGeometryGenerators } from './generators/matura-geometria';
import { maturaPolynomialEquationGenerators } from './generators/matura-rownania-wielomianowe';
import { maturaPlaneTheoremGenerators } from './generators/matura-twierdzenia-planimetrii';
import { maturaPolynomialAndRationalGenerators } from './generators/matura-wielomiany-i-wyrazenia-wymierne';
import { extendedAlgebraGenerators } from './generators/rozszerzenie-algebra';

/** Every task generator in a stable order: E8 first, then the basic matura; later groups are appended at the end. */
const generators: readonly TGenerator[] = [
  ...e8NumberGenerators,
  ...e8AlgebraGenerators,
  ...e8GeometryGenerators,
  ...e8OtherSectionGenerators,
  ...maturaAlgebraGenerators,
  ...maturaGeometryGenerators,
  // Added for the demo concepts with fewer than 3 checkable tasks (extended matura, studies, NWD), at the end so
  // that the order above stays stable.
  ...extendedAlgebraGenerators,
  ...maturaPlaneTheoremGenerators,
  ...analysisGenerators,
  // The E8 sections of klasy IV–VI that had none (SP4-6.VI, VII, VIII), appended for the same reason.
  ...e8ElementaryAlgebraGenerators,
  ...e8LineAndSegmentGenerators,
  ...e8AngleGenerators,
  ...e8NaturalNumberGenerators,
  ...e8UnitPowerAndProportionGenerators,
  ...e8DivisorAndDataGenerators,
  // The basic matura's polynomial, biquadratic and rational equations (LO-P.III.5–7).
  ...maturaPolynomialEquationGenerators,
  ...maturaPolynomialAndRationalGenerators,
  // Chemistry (issue 73).
  ...chemistryGenerators,
  // Physics (issue 73).
  ...physicsGenerators,
];

const byId = new Map(generators.map((generator) => [generator.id, generator]));

export function listGenerators(): readonly TGenerator[] {
  return generators;
}

export function findGenerator(id: string): TGenerator | undefined {
  return byId.get(id);
}
