import {
  foldText,
  formatExamTitle,
  isAdmin,
  type TExam,
  type TExamSummary,
  type TMockPaperSummary,
  type TViewer,
  type ZExamListQuery,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { createExamsRepository, TExamRow } from './exams.repository';

export const examNotFound = 'Nie znaleziono egzaminu.';

const toSummary = (row: TExamRow): TExamSummary => ({
  id: row.id,
  slug: row.slug,
  name: formatExamTitle(row),
  type: row.type,
  date: row.date,
  level: row.level,
  variant: row.variant,
  details: row.details,
  status: row.status,
  tasksCount: row.tasks_count,
  pointsTotal: Number(row.points_total),
  hasMockPaper: row.has_mock_paper,
});

export function createExamsService(
  repository: ReturnType<typeof createExamsRepository>,
  /** The paper the exam can be solved with against the clock (issue 37), if any. */
  mockPaperOf: (examId: string) => Promise<TMockPaperSummary | null> = async () => null,
) {
  return {
    async list(viewer: TViewer, query: z.output<typeof ZExamListQuery>) {
      const filters = {
        type: query.type,
        level: query.level,
        mockPaper: query.mockPaper,
        includePrivate: isAdmin(viewer),
      };
      const offset = (query.page - 1) * query.pageSize;
      const words = foldText(query.search ?? '')
        .split(/\s+/)
        .filter(Boolean);
      if (words.length === 0) {
        const { rows, total } = await repository.list({ ...filters, limit: query.pageSize, offset });
        return { results: rows.map(toSummary), total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
      }
      // Titles are composed, not stored (docs/product-spec.md section 3), and exams number in the hundreds: match them here.
      const { rows } = await repository.list({ ...filters, offset: 0 });
      const matching = rows.map(toSummary).filter((exam) => {
        const title = foldText(exam.name);
        return words.every((word) => title.includes(word));
      });
      return {
        results: matching.slice(offset, offset + query.pageSize),
        total: matching.length,
        page: query.page,
        pageCount: Math.ceil(matching.length / query.pageSize),
      };
    },

    /** A private exam exists only for ADMIN. */
    async get(viewer: TViewer, idOrSlug: string): Promise<TExam> {
      const row = await repository.findByIdOrSlug(idOrSlug);
      if (!row || (row.status !== 'PUBLIC' && !isAdmin(viewer))) throw AppError.notFound(examNotFound);
      const tasks = await repository.findPublicTasks(row.id);
      return {
        ...toSummary(row),
        mockPaper: await mockPaperOf(row.id),
        tasks: tasks.map(({ position, points, ...homework }) => ({ position, points: Number(points), homework })),
      };
    },
  };
}
