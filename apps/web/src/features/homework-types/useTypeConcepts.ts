import { useQueries } from '@tanstack/react-query';
import type { THomeworkType } from '@zadania/shared';
import { queryKeys } from '../../lib/api/query-keys';
import { conceptsApi } from '../concepts';

/** The type's concepts, fetched by id (the type carries only their ids): those loaded so far, and whether all are. */
export function useTypeConcepts(type: THomeworkType) {
  const ids = [...type.domainsIds, ...type.theoremsIds, ...type.definitionsIds, ...type.tagsIds];
  const concepts = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.concept(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => conceptsApi.get(id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  return {
    count: ids.length,
    loaded: concepts.flatMap((concept) => (concept.data ? [concept.data] : [])),
    anyPending: concepts.some((concept) => concept.isPending),
  };
}
