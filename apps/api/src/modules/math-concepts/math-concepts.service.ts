import {
  policiesFor,
  type TMathConcept,
  type TViewer,
  toRequirementRefs,
  type ZMathConceptListQuery,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pageOf, paging } from '../../lib/paging';
import type { createMathConceptsRepository } from './math-concepts.repository';

export const mathConceptNotFound = 'Nie znaleziono pojęcia.';

export function createMathConceptsService(repository: ReturnType<typeof createMathConceptsRepository>) {
  return {
    async list(query: z.output<typeof ZMathConceptListQuery>) {
      const { rows, total } = await repository.list({
        search: query.search,
        type: query.type,
        subject: query.subject,
        sort: query.sort,
        countType: query.count ? query.countType : 'none',
        ...paging(query),
      });
      return pageOf(rows, total, query);
    },

    /** One concept with what the viewer may do with it (`policies`). */
    async get(viewer: TViewer, idOrSlug: string): Promise<TMathConcept> {
      const concept = await repository.findByIdOrSlug(idOrSlug);
      if (!concept) throw AppError.notFound(mathConceptNotFound);
      const { requirements, ...shown } = concept;
      return {
        ...shown,
        requirements: toRequirementRefs(requirements),
        policies: policiesFor(viewer, 'mathConcept', concept),
      };
    },
  };
}
