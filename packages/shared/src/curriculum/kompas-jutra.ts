import type { TCurriculumRequirement } from './curriculum.types';

/*
 * Kompas Jutra (Reforma26): learning outcomes ("efekty uczenia się") for mathematics, in force from 1 September 2026
 * (klasy I and IV), secondary schools from 1 September 2027. No published text of the mathematics outcomes was
 * available where this data was built (only news reports about IBE's drafts), so the system is present and empty
 * rather than invented. See docs/curriculum.md.
 */
export const kompasJutraRequirements: readonly TCurriculumRequirement[] = [];
