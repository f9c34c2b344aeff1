import { inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';

/** A person as cards show them: public name fields and the avatar (its file and that file's thumbnail key). */
export type TPersonRow = {
  id: string;
  username: string;
  displayName: string;
  avatarFileId: string | null;
  avatarThumbnailKey: string | null;
};

/** Select fields of a person, read from `table` (the `users` table). */
export const personColumns = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  displayName: table.displayName,
  avatarFileId: table.avatarFileId,
  avatarThumbnailKey: sql<string | null>`(select f.thumbnail_key from files f where f.id = ${table.avatarFileId})`,
});

/** The people with these ids (none asked, no query). */
export const selectPeople = (db: TDb, ids: string[]): Promise<TPersonRow[]> =>
  ids.length
    ? db.select(personColumns(users)).from(users).where(inArray(users.id, ids))
    : Promise.resolve([] as TPersonRow[]);
