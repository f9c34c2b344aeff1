/*
 * The requirements of a curriculum as data. See docs/curriculum.md for where every text comes from, how the codes
 * are formed and what is still missing.
 */

/** One requirement: a section heading (parentCode null) or a requirement within a section. */
export type TCurriculumRequirement = {
  code: string;
  text: string;
  stage: string;
  parentCode: string | null;
  /** Set where the 2024 change of the podstawa (Dz.U. 2024 poz. 996) removed the requirement; never deleted. */
  removedIn?: string;
};

export type TCurriculumSystem = { code: string; name: string; requirements: readonly TCurriculumRequirement[] };

/** from and to are '<systemCode>:<requirementCode>'. */
export type TCrosswalkLink = { from: string; to: string };

/** Stages of the podstawa programowa 2017/2018: primary school IV–VI and VII–VIII, secondary basic and extended. */
export const curriculumStages = ['SP4-6', 'SP7-8', 'LO-P', 'LO-R'] as const;
export type TCurriculumStage = (typeof curriculumStages)[number];

/** A section of the data with the addresses its texts were read from. */
export type TCurriculumSection = {
  heading: TCurriculumRequirement;
  items: readonly TCurriculumRequirement[];
  sources: readonly string[];
};
