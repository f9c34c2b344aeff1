import type { TTutorSearchPage, TTutorSearchQuery, TViewer } from '@zadania/shared';
import type { TTutoringRepository } from '../../tutoring.repository';
import type { TTutoringOfferContext } from '../tutoring-offer.context';
import { presentTutorSearchResult } from '../tutoring-offer.presenter';

/** GET /tutoring/teachers: teachers with an enabled offer, by subject, level, price, rating and free time. */
export async function searchTeachers(
  ctx: TTutoringOfferContext,
  _viewer: TViewer,
  query: TTutorSearchQuery,
): Promise<TTutorSearchPage> {
  const { repository } = ctx;
  const filters = {
    subject: query.subject,
    level: query.level,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    sort: query.sort,
    now: ctx.now(),
  };
  let rows: Awaited<ReturnType<TTutoringRepository['searchOffers']>>['rows'];
  let total: number;
  if (query.freeFrom) {
    // Free time is computed, not stored: the candidates are read whole (a bounded number) and filtered here.
    const all = await repository.searchOffers({ ...filters, limit: 500, offset: 0 });
    const ids = all.rows.map((row) => row.teacher.id);
    const options = await repository.optionsOfTeachers(ids);
    const lessons = new Map<string, { durationMinutes: number; breakMinutes: number }>();
    for (const row of all.rows) {
      const shortest = Math.min(
        ...options.filter((option) => option.teacherId === row.teacher.id).map((option) => option.durationMinutes),
      );
      if (Number.isFinite(shortest)) {
        lessons.set(row.teacher.id, { durationMinutes: shortest, breakMinutes: row.offer.breakMinutes });
      }
    }
    const free = await ctx.freeTimesOf(ids, lessons, query.freeFrom, query.freeDays);
    const matching = all.rows.filter((row) => (free.get(row.teacher.id)?.length ?? 0) > 0);
    total = matching.length;
    rows = matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  } else {
    ({ rows, total } = await repository.searchOffers({
      ...filters,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }));
  }
  const ids = rows.map((row) => row.teacher.id);
  const [options, withPackages] = await Promise.all([
    repository.optionsOfTeachers(ids),
    repository.teachersWithPackages(ids),
  ]);
  return {
    results: rows.map((row) => presentTutorSearchResult(row, options, withPackages)),
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
  };
}
