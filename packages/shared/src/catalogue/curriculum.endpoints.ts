import { defineEndpoints, withParams } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZIdParams } from './homework-save.schemas';
import { ZCurriculum, ZCurriculumCoverage, ZRequirementsInput, ZRequirementsOutput } from './requirement.schemas';

/** /api/curriculum and the requirements tasks and concepts carry (issue 37). */
export const curriculumEndpoints = defineEndpoints({
  get: get('/curriculum', ZCurriculum),
  coverage: get('/curriculum/coverage', ZCurriculumCoverage),
  setHomeworkRequirements: withParams(
    put('/homework/:id/requirements', ZRequirementsInput, ZRequirementsOutput),
    ZIdParams,
  ),
  setConceptRequirements: withParams(
    put('/math-concept/:id/requirements', ZRequirementsInput, ZRequirementsOutput),
    ZIdParams,
  ),
});
