import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { generatorLimits } from '@zadania/shared';
import { useSearchParams } from 'react-router';
import { generatorKeys, generatorsApi } from './generators-api';

/** The seed in the URL when it is one the API accepts. */
function seedOf(value: string | null) {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const seed = Number(value);
  return seed <= generatorLimits.maxSeed ? seed : undefined;
}

/**
 * The variant of a generator on its page: its seed is kept in the URL (a reload or a shared link shows the same task),
 * a draw asks the API for a random one and puts its seed there.
 */
export function useGeneratorVariant(generatorId: string) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const seed = seedOf(params.get('seed'));
  const variant = useQuery({
    queryKey: generatorKeys.variant(generatorId, seed ?? -1),
    queryFn: ({ signal }) => generatorsApi.variant(generatorId, seed, signal),
    enabled: seed !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const draw = useMutation({
    mutationFn: () => generatorsApi.variant(generatorId, undefined),
    onSuccess: (drawn) => {
      queryClient.setQueryData(generatorKeys.variant(generatorId, drawn.seed), drawn);
      const next = new URLSearchParams(params);
      next.set('seed', String(drawn.seed));
      setParams(next);
    },
  });
  return { seed, variant, draw };
}
