import { generatorEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** Task generators (issue 37): a variant by its seed (or a random one), and the check of an answer to it. */
export const generatorsApi = {
  variant: (id: string, seed: number | undefined, signal?: AbortSignal) =>
    callEndpoint(generatorEndpoints.variant, {
      params: { id },
      body: seed === undefined ? {} : { seed },
      signal,
      errorToast: false,
    }),
  check: (id: string, seed: number, answer: string) =>
    callEndpoint(generatorEndpoints.check, { params: { id }, body: { seed, answer }, errorToast: false }),
};

export const generatorKeys = {
  variant: (id: string, seed: number) => ['generators', 'variant', id, seed] as const,
};
