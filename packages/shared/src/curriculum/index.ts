import { crosswalkLinks } from './crosswalk';
import type { TCrosswalkLink, TCurriculumSection, TCurriculumSystem } from './curriculum.types';
import { kompasJutraRequirements } from './kompas-jutra';
import { primaryRequirements, primarySections } from './pp2017-primary';
import { secondaryRequirements, secondarySections } from './pp2018-secondary';

export type {
  TCrosswalkLink,
  TCurriculumRequirement,
  TCurriculumSection,
  TCurriculumStage,
  TCurriculumSystem,
} from './curriculum.types';
export { curriculumStages } from './curriculum.types';

/** Bump whenever a text, code or link changes. */
export const curriculumVersion = '2026-11-25';

export const curriculumSystems: readonly TCurriculumSystem[] = [
  {
    code: 'PP2017',
    name: 'Podstawa programowa 2017/2018 (obowiązująca)',
    requirements: [...primaryRequirements, ...secondaryRequirements],
  },
  { code: 'KJ2026', name: 'Kompas Jutra (od 2026/2027)', requirements: kompasJutraRequirements },
];

export const curriculumCrosswalk: readonly TCrosswalkLink[] = crosswalkLinks;

/** The PP2017 sections with the addresses their texts were read from (docs/curriculum.md explains them). */
export const curriculumSections: readonly TCurriculumSection[] = [...primarySections, ...secondarySections];
export { classLevelStages, requirementFitsLevel, requirementText } from './requirement-words';
