import { defineEndpoints } from '../api/endpoint';
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
  list: { method: 'GET', path: '/math-concept', query: ZMathConceptListQuery, response: ZMathConceptList },
  get: { method: 'GET', path: '/math-concept/:idOrSlug', response: ZMathConcept },
  create: { method: 'POST', path: '/math-concept', body: ZMathConceptCreate, response: ZMathConcept },
  update: { method: 'PUT', path: '/math-concept/:id', body: ZMathConceptUpdate, response: ZMathConcept },
  remove: { method: 'DELETE', path: '/math-concept/:id', response: ZMessageResponse },
});

/** /api/math-concept-change: proposed changes of concepts and the admins' decisions. */
export const mathConceptChangeEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/math-concept-change',
    query: ZMathConceptChangeListQuery,
    response: ZMathConceptChangeList,
  },
  count: {
    method: 'GET',
    path: '/math-concept-change/count',
    query: ZMathConceptChangeCountQuery,
    response: ZPendingCount,
  },
  propose: {
    method: 'POST',
    path: '/math-concept-change',
    body: ZMathConceptChangeCreate,
    response: ZMathConceptChange,
  },
  pending: { method: 'GET', path: '/math-concept-change/:conceptId/pending', response: ZMathConceptChangePending },
  decide: {
    method: 'PUT',
    path: '/math-concept-change/:id',
    body: ZMathConceptChangeDecision,
    response: ZMathConceptChange,
  },
});
