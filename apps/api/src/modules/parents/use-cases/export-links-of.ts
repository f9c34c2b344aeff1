import type { TParentsContext } from '../parents.context';

/**
 * The account's parent links for its data export: a child's parents by display name, a parent's children by login.
 * Nothing of the child's own data goes into a parent's export.
 */
export async function exportLinksOf(ctx: TParentsContext, userId: string) {
  const { asParent, asChild } = await ctx.links.linksForExport(userId);
  return {
    parents: asChild.map((link) => ({
      displayName: link.displayName,
      linkedAt: link.linkedAt.toISOString(),
      confirmed: !!link.confirmedAt,
    })),
    children: asParent.map((link) => ({
      username: link.username,
      linkedAt: link.linkedAt.toISOString(),
      confirmed: !!link.confirmedAt,
    })),
  };
}
