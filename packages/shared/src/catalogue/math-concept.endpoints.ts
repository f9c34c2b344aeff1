import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZMathConceptChange,
  ZMathConceptChangeCountQuery,
  ZMathConceptChangeCreate,
  ZMathConceptChangeDecision,
  ZMathConceptChangeList,
  ZMathConceptChangeListQuery,
  ZMathConceptChangePending,
  ZMathConceptCreate,
  ZMathConceptUpdate,
} from './authoring.schemas';
import { ZIdParams, ZPendingCount } from './homework-save.schemas';
import { ZIdOrSlugParams, ZMathConcept, ZMathConceptList, ZMathConceptListQuery } from './math-concept.schemas';

export const mathConceptEndpoints = defineEndpoints({
  list: get('/math-concept', ZMathConceptListQuery, ZMathConceptList),
  get: withParams(get('/math-concept/:id', ZMathConcept), ZIdOrSlugParams),
  create: post('/math-concept', ZMathConceptCreate, ZMathConcept),
  update: withParams(put('/math-concept/:id', ZMathConceptUpdate, ZMathConcept), ZIdParams),
  remove: withParams(del('/math-concept/:id', ZMessageResponse), ZIdParams),
});

/** /api/math-concept-change: proposed changes of concepts and the admins' decisions. */
export const mathConceptChangeEndpoints = defineEndpoints({
  list: get('/math-concept-change', ZMathConceptChangeListQuery, ZMathConceptChangeList),
  count: get('/math-concept-change/count', ZMathConceptChangeCountQuery, ZPendingCount),
  propose: post('/math-concept-change', ZMathConceptChangeCreate, ZMathConceptChange),
  pending: withParams(get('/math-concept-change/:id/pending', ZMathConceptChangePending), ZIdParams),
  decide: withParams(put('/math-concept-change/:id', ZMathConceptChangeDecision, ZMathConceptChange), ZIdParams),
});
