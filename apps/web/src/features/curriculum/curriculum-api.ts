import { curriculumEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The curriculum's requirement codes (issue 37) and what the platform has to practise each. */
export const curriculumApi = {
  get: (signal?: AbortSignal) => callEndpoint(curriculumEndpoints.get, { signal, errorToast: false }),
  coverage: (signal?: AbortSignal) => callEndpoint(curriculumEndpoints.coverage, { signal, errorToast: false }),
};

export const curriculumKeys = {
  curriculum: ['curriculum'] as const,
  coverage: ['curriculum', 'coverage'] as const,
};
