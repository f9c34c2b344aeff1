import { defineEndpoints } from '../api/endpoint';
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
import { ZPendingCount } from './homework-save.schemas';
import { ZMathConcept, ZMathConceptList, ZMathConceptListQuery } from './math-concept.schemas';

export const mathConceptEndpoints = defineEndpoints({
  list: get('/math-concept', ZMathConceptListQuery, ZMathConceptList),
  get: get('/math-concept/:idOrSlug', ZMathConcept),
  create: post('/math-concept', ZMathConceptCreate, ZMathConcept),
  update: put('/math-concept/:id', ZMathConceptUpdate, ZMathConcept),
  remove: del('/math-concept/:id', ZMessageResponse),
});

/** /api/math-concept-change: proposed changes of concepts and the admins' decisions. */
export const mathConceptChangeEndpoints = defineEndpoints({
  list: get('/math-concept-change', ZMathConceptChangeListQuery, ZMathConceptChangeList),
  count: get('/math-concept-change/count', ZMathConceptChangeCountQuery, ZPendingCount),
  propose: post('/math-concept-change', ZMathConceptChangeCreate, ZMathConceptChange),
  pending: get('/math-concept-change/:conceptId/pending', ZMathConceptChangePending),
  decide: put('/math-concept-change/:id', ZMathConceptChangeDecision, ZMathConceptChange),
});
