import type { TGenerator } from '../generator.types';
import { maturaFunctionAndSequenceGenerators } from './matura-funkcje-i-ciagi';
import { maturaRealNumberGenerators } from './matura-liczby-rzeczywiste';
import { maturaExpressionAndEquationGenerators } from './matura-wyrazenia-i-rownania';

/** Basic matura: liczby rzeczywiste, wyrażenia, równania i nierówności, układy, funkcje, ciągi. */
export const maturaAlgebraGenerators: TGenerator[] = [
  ...maturaRealNumberGenerators,
  ...maturaExpressionAndEquationGenerators,
  ...maturaFunctionAndSequenceGenerators,
];
