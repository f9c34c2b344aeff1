import { curriculumEndpoints, type TRequirementRef } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The curriculum's requirement codes (issue 37) and what the platform has to practise each. */
export const curriculumApi = {
  get: (signal?: AbortSignal) => callEndpoint(curriculumEndpoints.get, { signal, errorToast: false }),
  coverage: (signal?: AbortSignal) => callEndpoint(curriculumEndpoints.coverage, { signal, errorToast: false }),
  /** The picker shows why a save failed, so no toast. */
  setHomeworkRequirements: (homeworkId: string, requirements: TRequirementRef[]) =>
    callEndpoint(curriculumEndpoints.setHomeworkRequirements, {
      params: { id: homeworkId },
      body: { requirements },
      errorToast: false,
    }),
  setConceptRequirements: (conceptId: string, requirements: TRequirementRef[]) =>
    callEndpoint(curriculumEndpoints.setConceptRequirements, {
      params: { id: conceptId },
      body: { requirements },
      errorToast: false,
    }),
};

export const curriculumKeys = {
  curriculum: ['curriculum'] as const,
  coverage: ['curriculum', 'coverage'] as const,
};
