import { defineEndpoints } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZCurriculum, ZCurriculumCoverage, ZRequirementsInput, ZRequirementsOutput } from './requirement.schemas';

/** /api/curriculum and the requirements tasks and concepts carry (issue 37). */
export const curriculumEndpoints = defineEndpoints({
  get: get('/curriculum', ZCurriculum),
  coverage: get('/curriculum/coverage', ZCurriculumCoverage),
  setHomeworkRequirements: put('/homework/:id/requirements', ZRequirementsInput, ZRequirementsOutput),
  setConceptRequirements: put('/math-concept/:id/requirements', ZRequirementsInput, ZRequirementsOutput),
});
