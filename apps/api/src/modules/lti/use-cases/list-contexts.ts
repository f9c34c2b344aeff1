import type { TLtiContextList, TViewerIn } from '@zadania/shared';
import type { TLtiContext } from '../lti.context';

/** GET /lti/context: the courses bound through the platforms the viewer registered (ADMIN: every one). */
export async function listContexts(ctx: TLtiContext, viewer: TViewerIn): Promise<TLtiContextList> {
  const rows = await ctx.repository.contextsOf(viewer.role === 'ADMIN' ? null : viewer.id);
  return {
    items: rows.map(({ context, className, issuer }) => ({
      id: context.id,
      title: context.title,
      classId: context.classId,
      className,
      issuer,
      rosterAvailable: !!context.membershipsUrl,
      createdAt: context.createdAt.toISOString(),
    })),
  };
}
