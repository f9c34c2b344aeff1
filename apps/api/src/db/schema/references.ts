import { uuid } from 'drizzle-orm/pg-core';
import { files, users } from './accounts';
import { refCascade } from './columns';

// Foreign keys to accounts and files, named by what deleting the account (the file) does to the row. Like the
// helpers of columns.ts, each call makes a new builder for one table.

/** A user the row outlives: nullable, set null when the account is deleted (an author, a buyer, a decider). */
export const userRefSetNull = <TName extends string>(name: TName) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The user the row belongs to: not null, deleted with the account. */
export const userRefCascade = <TName extends string>(name: TName) => refCascade(name, () => users.id);

/** The key of a table with one row per account, deleted with the account. */
export const userPrimaryKey = <TName extends string>(name: TName) =>
  uuid(name)
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** `file_id` of a table linking files to something: the link goes with the file. */
export const attachedFileId = () => refCascade('file_id', () => files.id);
