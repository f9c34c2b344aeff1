import { foldText, type TCurriculum, type TCurriculumCoverage } from '@zadania/shared';
import { curriculumPl } from './curriculum.pl';

export type TSystem = TCurriculum['systems'][number];
export type TRequirement = TSystem['requirements'][number];
export type TCoverageRow = TCurriculumCoverage['results'][number];
/** A top-level section of a stage with the requirements under it that are shown. */
export type TSection = { section: TRequirement; children: TRequirement[] };

const stageLabels: Record<string, string> = curriculumPl.stages;
export const stageLabel = (stage: string) => stageLabels[stage] ?? stage;

/** The crosswalk's partners of a requirement, either way, as `system:code`. */
export function partnersOf(crosswalk: TCurriculum['crosswalk'], key: string) {
  return crosswalk.flatMap((link) => (link.from === key ? [link.to] : link.to === key ? [link.from] : []));
}

/** The platform has something to practise the requirement with: public tasks or a task generator. */
export const isCovered = (row: TCoverageRow | undefined) => !!row && (row.tasks > 0 || row.generators > 0);

/**
 * The sections of a system's stage that match the search (by code or wording, accents folded): a matching section
 * with all its requirements, else only its matching requirements.
 */
export function sectionsOf(system: TSystem | undefined, stage: string | undefined, search: string): TSection[] {
  if (!system) return [];
  const inStage = system.requirements.filter((requirement) => requirement.stage === stage);
  const folded = foldText(search.trim());
  const matches = (requirement: TRequirement) =>
    !folded || foldText(`${requirement.code} ${requirement.text}`).includes(folded);
  return inStage
    .filter((requirement) => requirement.parentCode === null)
    .map((section) => {
      const children = inStage.filter((requirement) => requirement.parentCode === section.code);
      return { section, children: matches(section) ? children : children.filter(matches) };
    })
    .filter(({ section, children }) => children.length > 0 || matches(section));
}
