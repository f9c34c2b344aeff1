import type { TClassSummary, TViewerIn } from '@zadania/shared';
import type { TClassesContext } from '../classes.context';
import { presentClassSummary } from '../classes.presenter';

/** The classes the viewer teaches and those they are a member of (pending too), live first. */
export async function listClasses(ctx: TClassesContext, viewer: TViewerIn): Promise<{ items: TClassSummary[] }> {
  const { repository } = ctx;
  const rows = await repository.listFor(viewer.id);
  const ids = rows.map((row) => row.id);
  const [teachers, counts, memberships] = await Promise.all([
    repository.teachersOf(ids),
    repository.countsOf(ids),
    repository.liveMembershipsOf(viewer.id, ids),
  ]);
  return {
    items: rows.map((row) =>
      presentClassSummary(
        viewer,
        row,
        {
          teachers: teachers.filter((teacher) => teacher.classId === row.id),
          counts: counts.get(row.id) ?? { ACTIVE: 0, PENDING: 0 },
          membership: memberships.find((membership) => membership.classId === row.id),
        },
        ctx.publicUrl,
      ),
    ),
  };
}
