import type { TGenerator } from '../generator.types';
import { physicsHeatAndPressureGenerators } from './fizyka-cieplo-gestosc-cisnienie';
import { physicsDynamicsGenerators } from './fizyka-dynamika';
import { physicsElectricityGenerators } from './fizyka-elektrycznosc';
import { physicsKinematicsGenerators } from './fizyka-kinematyka';
import { physicsOpticsAndWaveGenerators } from './fizyka-optyka-fale';
import { physicsEnergyGenerators } from './fizyka-praca-energia';
import { physicsExtendedGenerators } from './fizyka-rozszerzona';

/** Every physics generator (issue 73): the primary school's topics first, then the extended matura's. */
export const physicsGenerators: TGenerator[] = [
  ...physicsKinematicsGenerators,
  ...physicsDynamicsGenerators,
  ...physicsEnergyGenerators,
  ...physicsElectricityGenerators,
  ...physicsOpticsAndWaveGenerators,
  ...physicsHeatAndPressureGenerators,
  ...physicsExtendedGenerators,
];
