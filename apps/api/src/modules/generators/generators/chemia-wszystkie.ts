import type { TGenerator } from '../generator.types';
import { chemistryAtomAndEquationGenerators } from './chemia-atom-i-rownania';
import { chemistryMoleGenerators } from './chemia-mol-i-masa';
import { chemistryGasVolumeGenerators } from './chemia-objetosc-gazow';
import { chemistryPhGenerators } from './chemia-ph';
import { chemistryStoichiometryGenerators } from './chemia-stechiometria';
import { chemistryMolarConcentrationGenerators } from './chemia-stezenie-molowe';
import { chemistryPercentConcentrationGenerators } from './chemia-stezenie-procentowe';

/** Every chemistry generator (issue 73), in the order the catalogue lists them. */
export const chemistryGenerators: TGenerator[] = [
  ...chemistryMoleGenerators,
  ...chemistryPercentConcentrationGenerators,
  ...chemistryMolarConcentrationGenerators,
  ...chemistryStoichiometryGenerators,
  ...chemistryGasVolumeGenerators,
  ...chemistryPhGenerators,
  ...chemistryAtomAndEquationGenerators,
];
