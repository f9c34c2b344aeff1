import type { TClassesContext } from '../classes.context';

/** The classes and memberships of the account's data export. */
export async function exportClassesOf(ctx: TClassesContext, userId: string) {
  const { repository } = ctx;
  const [taught, memberships] = await Promise.all([repository.taughtBy(userId), repository.membershipsOf(userId)]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    classesTaught: taught.map(({ ownerId, ...row }) => ({
      ...row,
      owner: ownerId === userId,
      archivedAt: iso(row.archivedAt),
      createdAt: row.createdAt.toISOString(),
    })),
    classMemberships: memberships.map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      joinedAt: iso(row.joinedAt),
      leftAt: iso(row.leftAt),
    })),
  };
}
