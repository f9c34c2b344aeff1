import type { TGenerator } from '../generator.types';
import { e8PlaneFigureGenerators } from './e8-figury-plaskie';
import { e8PrismAndPyramidGenerators } from './e8-graniastoslupy-i-ostroslupy';
import { e8StatisticsAndProbabilityGenerators } from './e8-statystyka-i-prawdopodobienstwo';

/** E8: figury płaskie, Pitagoras, układ współrzędnych, graniastosłupy i ostrosłupy. */
export const e8GeometryGenerators: TGenerator[] = [
  ...e8PlaneFigureGenerators,
  ...e8PrismAndPyramidGenerators,
  ...e8StatisticsAndProbabilityGenerators,
];
