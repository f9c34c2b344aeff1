import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { rowsOf } from '../../lib/sql-rows';

export type TExamRow = {
  id: string;
  slug: string;
  type: 'MATURA' | 'EIGHTH_GRADE' | 'GIMNAZJALNY';
  date: string;
  level: 'BASIC' | 'ADVANCED' | null;
  variant: 'MAIN' | 'RESIT' | 'ADDITIONAL' | 'TRIAL';
  details: string | null;
  status: 'PUBLIC' | 'PRIVATE';
  tasks_count: number;
  points_total: string | number;
  has_mock_paper: boolean;
};

/**
 * Exam columns plus the number and points of its public tasks, or, for an exam solved as a timed paper (issue 37),
 * of the paper's items.
 */
const examColumns = sql`e.id, e.slug, e.type, to_char(e.date, 'YYYY-MM-DD') as date, e.level, e.variant, e.details, e.status,
  coalesce(
    (select jsonb_array_length(mp.items) from mock_papers mp where mp.exam_id = e.id),
    (select count(*)::int from homework_exams he join homeworks h on h.id = he.homework_id where he.exam_id = e.id and h.status = 'PUBLIC')
  ) as tasks_count,
  coalesce(
    (select sum((item->>'maxPoints')::int) from mock_papers mp cross join jsonb_array_elements(mp.items) item where mp.exam_id = e.id),
    (select coalesce(sum(he.points), 0) from homework_exams he join homeworks h on h.id = he.homework_id where he.exam_id = e.id and h.status = 'PUBLIC')
  ) as points_total,
  exists (select 1 from mock_papers mp where mp.exam_id = e.id) as has_mock_paper`;

export function createExamsRepository(db: TDb) {
  return {
    /** One page of exams, newest first; without a limit, all of them (for searching their titles). */
    async list(options: {
      type?: string;
      level?: string;
      mockPaper?: boolean;
      includePrivate: boolean;
      limit?: number;
      offset: number;
    }) {
      const filters: SQL[] = [];
      if (!options.includePrivate) filters.push(sql`e.status = 'PUBLIC'`);
      if (options.type) filters.push(sql`e.type = ${options.type}`);
      if (options.level) filters.push(sql`e.level = ${options.level}`);
      if (options.mockPaper !== undefined) {
        const paper = sql`exists (select 1 from mock_papers mp where mp.exam_id = e.id)`;
        filters.push(options.mockPaper ? paper : sql`not ${paper}`);
      }
      const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
      const [page, total] = await Promise.all([
        db.execute(
          sql`select ${examColumns} from exams e where ${where} order by e.date desc, e.slug limit ${options.limit ?? null} offset ${options.offset}`,
        ),
        db.execute(sql`select count(*)::int as count from exams e where ${where}`),
      ]);
      return { rows: rowsOf<TExamRow>(page), total: rowsOf<{ count: number }>(total)[0]?.count ?? 0 };
    },

    async findByIdOrSlug(idOrSlug: string) {
      const key = isUuid(idOrSlug) ? sql`e.id = ${idOrSlug}` : sql`e.slug = ${idOrSlug}`;
      return rowsOf<TExamRow>(await db.execute(sql`select ${examColumns} from exams e where ${key}`))[0];
    },

    async findPublicTasks(examId: string) {
      const result = await db.execute(sql`
        select he.position, he.points, h.id, h.slug, h.description, h.closed, h.level
        from homework_exams he join homeworks h on h.id = he.homework_id
        where he.exam_id = ${examId} and h.status = 'PUBLIC'
        order by he.position, h.created_at`);
      return rowsOf<{
        position: number;
        points: string | number;
        id: string;
        slug: string;
        description: string;
        closed: boolean;
        level: 'PRIMARY' | 'HIGH_SCHOOL' | 'UNIVERSITY' | 'OTHER';
      }>(result);
    },
  };
}
