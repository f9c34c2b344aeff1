import type { TMathConcept, ZMathConceptList, ZMathConceptListQuery } from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type TMathConceptList = z.infer<typeof ZMathConceptList>;
type TConceptListQuery = Partial<z.output<typeof ZMathConceptListQuery>>;

export const conceptsApi = {
  list: (query: TConceptListQuery, signal?: AbortSignal) =>
    apiRequest<TMathConceptList>('/math-concept', { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    apiRequest<TMathConcept>(`/math-concept/${encodeURIComponent(idOrSlug)}`, { signal, errorToast: false }),
};
