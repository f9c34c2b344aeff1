import type { TGenerator } from '../generator.types';
import { maturaAnalyticAndSolidGeometryGenerators } from './matura-geometria-analityczna-i-stereometria';
import { maturaCombinatoricsAndStatisticsGenerators } from './matura-kombinatoryka-i-statystyka';
import { maturaTrigonometryAndPlaneGeometryGenerators } from './matura-trygonometria-i-planimetria';

/** Basic matura: trygonometria, planimetria, geometria analityczna, stereometria, kombinatoryka, statystyka. */
export const maturaGeometryGenerators: TGenerator[] = [
  ...maturaTrigonometryAndPlaneGeometryGenerators,
  ...maturaAnalyticAndSolidGeometryGenerators,
  ...maturaCombinatoricsAndStatisticsGenerators,
];
