import type { THomeworkType, THomeworkTypeSummary, ZHomeworkTypeListQuery } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pageOf, paging } from '../../lib/paging';
import type { createHomeworkTypesRepository, THomeworkTypeRow } from './homework-types.repository';

export const homeworkTypeNotFound = 'Nie znaleziono typu zadania.';

const toSummary = (row: THomeworkTypeRow): THomeworkTypeSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  formulas: row.formulas,
  parentId: row.parent_id,
  domainsIds: row.domains_ids,
  count: row.count,
  description: row.description,
  done: row.done,
});

export function createHomeworkTypesService(repository: ReturnType<typeof createHomeworkTypesRepository>) {
  return {
    async list(query: z.output<typeof ZHomeworkTypeListQuery>) {
      const { rows, total } = await repository.list({
        search: query.search,
        omitIds: query.omitIds,
        hideSubtypes: query.hideSubtypes,
        domainsIds: query.domainsIds,
        sort: query.sort,
        ...paging(query),
      });
      return pageOf(rows.map(toSummary), total, query);
    },

    async get(idOrSlug: string): Promise<THomeworkType> {
      const row = await repository.findByIdOrSlug(idOrSlug);
      if (!row) throw AppError.notFound(homeworkTypeNotFound);
      const { subtypes, parent, concepts } = await repository.findRelated(row.id, row.parent_id);
      const idsOf = (type: string) => concepts.filter((concept) => concept.type === type).map((concept) => concept.id);
      return {
        ...toSummary(row),
        parent,
        subtypes: subtypes.map(({ id, slug, name, count }) => ({ id, slug, name, count })),
        theoremsIds: idsOf('THEOREM'),
        definitionsIds: idsOf('DEFINITION'),
        tagsIds: idsOf('TAG'),
      };
    },
  };
}
