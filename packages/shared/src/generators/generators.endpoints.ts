import { defineEndpoints } from '../api/endpoint';
import { get, post } from '../api/routes';
import {
  ZGeneratorCheckInput,
  ZGeneratorCheckResult,
  ZGeneratorList,
  ZGeneratorVariant,
  ZGeneratorVariantInput,
} from './generators.schemas';

/** Task generators (issue 37 point 2): fresh, machine-checked variants. */
export const generatorEndpoints = defineEndpoints({
  list: get('/generator', ZGeneratorList),
  variant: post('/generator/:id/variant', ZGeneratorVariantInput, ZGeneratorVariant),
  check: post('/generator/:id/check', ZGeneratorCheckInput, ZGeneratorCheckResult),
});
