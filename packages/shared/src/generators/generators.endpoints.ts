import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post } from '../api/routes';
import {
  ZGeneratorCheckInput,
  ZGeneratorCheckResult,
  ZGeneratorIdParams,
  ZGeneratorList,
  ZGeneratorVariant,
  ZGeneratorVariantInput,
} from './generators.schemas';

/** Task generators (issue 37 point 2): fresh, machine-checked variants. */
export const generatorEndpoints = defineEndpoints({
  list: get('/generator', ZGeneratorList),
  variant: withParams(post('/generator/:id/variant', ZGeneratorVariantInput, ZGeneratorVariant), ZGeneratorIdParams),
  check: withParams(post('/generator/:id/check', ZGeneratorCheckInput, ZGeneratorCheckResult), ZGeneratorIdParams),
});
