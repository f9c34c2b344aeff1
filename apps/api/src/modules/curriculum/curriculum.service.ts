import {
  authoringMessages,
  can,
  curriculumCrosswalk,
  curriculumSystems,
  curriculumVersion,
  isKnownRequirementKey,
  requirementKey,
  requirementMessages,
  requirementWithDescendants,
  subject,
  type TCurriculum,
  type TCurriculumCoverage,
  type TRequirementsInput,
  type TViewer,
  toRequirementRefs,
  ZRequirementsInput,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { homeworkNotFound } from '../homework/homework.service';
import type { TCurriculumRepository } from './curriculum.repository';

const curriculum: TCurriculum = {
  version: curriculumVersion,
  systems: curriculumSystems.map((system) => ({
    code: system.code,
    name: system.name,
    requirements: system.requirements.map(({ code, text, stage, parentCode }) => ({
      code,
      text,
      stage,
      parentCode: parentCode ?? null,
    })),
  })),
  crosswalk: curriculumCrosswalk.map(({ from, to }) => ({ from, to })),
};

export type TCurriculumServiceDeps = {
  repository: TCurriculumRepository;
  /** The requirement keys of each task generator (issue 37, item 2). */
  generatorRequirements: () => readonly (readonly string[])[];
};

/** The curriculum (both systems, the crosswalk) and which requirements tasks and concepts carry (issue 37). */
export function createCurriculumService({ repository, generatorRequirements }: TCurriculumServiceDeps) {
  /** The keys of the input, each once; 400 for a requirement the curriculum does not have. */
  const keysOf = (input: TRequirementsInput) => {
    const keys = [...new Set(ZRequirementsInput.parse(input).requirements.map(requirementKey))];
    if (keys.some((key) => !isKnownRequirementKey(key))) throw AppError.badRequest(requirementMessages.unknown);
    return keys;
  };

  return {
    get: (): TCurriculum => curriculum,

    /** Per requirement: public tasks and generators carrying it or one below it, concepts carrying it. */
    async coverage(): Promise<TCurriculumCoverage> {
      const tasksByKey = await repository.countPublicTasksByRequirement();
      const concepts = await repository.findConceptsWithRequirements();
      const generators = generatorRequirements();
      const results: TCurriculumCoverage['results'] = [];
      for (const system of curriculumSystems) {
        for (const requirement of system.requirements) {
          const key = requirementKey({ system: system.code, code: requirement.code });
          const below = new Set(requirementWithDescendants(key));
          const tasks = new Set<string>();
          for (const linked of below) for (const id of tasksByKey.get(linked) ?? []) tasks.add(id);
          results.push({
            system: system.code,
            code: requirement.code,
            tasks: tasks.size,
            concepts: concepts
              .filter((concept) => concept.requirements.some((linked) => below.has(linked)))
              .map(({ id, slug, name }) => ({ id, slug, name })),
            generators: generators.filter((keys) => keys.some((linked) => below.has(linked))).length,
          });
        }
      }
      return { results };
    },

    async setHomeworkRequirements(viewer: TViewer, homeworkId: string, input: TRequirementsInput) {
      const homework = await repository.findHomework(homeworkId);
      if (!homework || !can(viewer, 'read', subject('homework', homework))) throw AppError.notFound(homeworkNotFound);
      if (!can(viewer, 'editRequirements', subject('homework', homework))) throw AppError.forbidden();
      const keys = keysOf(input);
      await repository.setHomeworkRequirements(homeworkId, keys);
      return { requirements: toRequirementRefs(keys) };
    },

    async setConceptRequirements(viewer: TViewer, conceptId: string, input: TRequirementsInput) {
      const concept = await repository.findConcept(conceptId);
      if (!concept) throw AppError.notFound(authoringMessages.conceptNotFound);
      if (!can(viewer, 'update', subject('mathConcept', concept))) throw AppError.forbidden();
      const keys = keysOf(input);
      await repository.setConceptRequirements(conceptId, keys);
      return { requirements: toRequirementRefs(keys) };
    },
  };
}

export type TCurriculumService = ReturnType<typeof createCurriculumService>;
