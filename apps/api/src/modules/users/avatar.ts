import type { TPublicUser } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { fileContentPath } from '../files/file.presenter';

/** What presents a user's avatar: the file's id and its thumbnail's key (null when the image has none). */
export type TAvatarRow = { avatarFileId: string | null; avatarThumbnailKey: string | null };

/**
 * Select fields of a query that reads `users` (unaliased): the avatar's file id and its thumbnail key, the
 * latter by primary key from `files`, so any query over users presents avatars without another join.
 */
export const avatarColumns = {
  avatarFileId: users.avatarFileId,
  // Qualified by hand: Drizzle leaves columns unqualified in a one-table query, where "id" would be the file's.
  avatarThumbnailKey: sql<
    string | null
  >`(select f.thumbnail_key from files f where f.id = "users"."avatar_file_id")`.as('avatar_thumbnail_key'),
};

/** Select fields of a user as a name: the id, login and display name (a buyer, an author, a reviewer). */
export const userNameColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
};

/** Select fields of a user as pickers and member lists show them: names, role and avatar. */
export const userCardColumns = {
  ...userNameColumns,
  role: users.role,
  ...avatarColumns,
};

/** The avatar as cards show it: the image's 320 px WebP thumbnail, or the image itself when it has none. */
export const presentAvatar = (row: TAvatarRow): TPublicUser['avatar'] =>
  row.avatarFileId
    ? {
        id: row.avatarFileId,
        url: row.avatarThumbnailKey ? `/api/file/${row.avatarFileId}/thumbnail` : fileContentPath(row.avatarFileId),
      }
    : null;
