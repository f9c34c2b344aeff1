import type { TClassLevel } from '../classes/class-messages';
import type { TCurriculumStage } from './curriculum.types';
import { kompasJutraRequirements } from './kompas-jutra';
import { primaryRequirements } from './pp2017-primary';
import { secondaryRequirements } from './pp2018-secondary';

let textsByKey: Map<string, string> | undefined;

/**
 * The words of a requirement ('PP2017', 'SP7-8.VIII.8' → 'stosuje twierdzenie Pitagorasa…'), so a code is never
 * shown bare; null for a code the curriculum does not know.
 */
export function requirementText(system: string, code: string): string | null {
  textsByKey ??= new Map([
    ...[...primaryRequirements, ...secondaryRequirements].map((entry) => [`PP2017:${entry.code}`, entry.text] as const),
    ...kompasJutraRequirements.map((entry) => [`KJ2026:${entry.code}`, entry.text] as const),
  ]);
  return textsByKey.get(`${system}:${code}`) ?? null;
}

/** The stages of the podstawa a class of a level works on: SP4–SP6 the primary IV–VI, SP7–SP8 VII–VIII, liceum both. */
export function classLevelStages(level: TClassLevel): readonly TCurriculumStage[] {
  if (level === 'SP4' || level === 'SP5' || level === 'SP6') return ['SP4-6'];
  if (level === 'SP7' || level === 'SP8') return ['SP7-8'];
  return ['LO-P', 'LO-R'];
}

/** Whether a requirement's code belongs to the stages of a class's level ('SP7-8.V.2' for SP7, never 'LO-R.XIII.1'). */
export const requirementFitsLevel = (code: string, level: TClassLevel) =>
  (classLevelStages(level) as readonly string[]).includes(code.slice(0, code.indexOf('.')));
