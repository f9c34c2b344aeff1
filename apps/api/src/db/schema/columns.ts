import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column groups the tables repeat. Each helper makes new builders on every call: spread or assign its result in one
// table only (a builder belongs to the table it is built into). The columns that reference accounts and files are in
// references.ts (this module imports no table, so accounts.ts can use it).

/** A point in time: every timestamp of the schema is `timestamp with time zone`. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** The surrogate key `id`: a random UUID given by the database. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A row's owner or parent (`referenced`, an id column): not null, the row is deleted with it. */
export const refCascade = <TName extends string>(name: TName, referenced: () => AnyPgColumn) =>
  uuid(name).notNull().references(referenced, { onDelete: 'cascade' });

/** When the row was inserted (`created_at`, now by default). */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed (`updated_at`, now by default; the services set it on update). */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, in this order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Money (integer grosze), a balance or a count that never goes below zero. */
export const nonNegativeCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** A price (grosze) of at least 2 zł, the lowest price anything is sold at (the shared `minPriceGross`). */
export const minimumPriceCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 200`);

/** Like `minimumPriceCheck` for a price that may be absent (free, or no budget given). */
export const optionalMinimumPriceCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or ${column} >= 200`);

/** A mean of 1–5 star ratings with two decimals, 0 while there is none (kept beside its count of ratings). */
export const averageRating = <TName extends string>(name: TName) =>
  numeric(name, { precision: 3, scale: 2, mode: 'number' }).notNull().default(0);

/** Whole stars from 1 to 5. */
export const starRatingCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 1 and 5`);

/** Like `starRatingCheck` for stars that may be absent (no rating given). */
export const optionalStarRatingCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or ${column} between 1 and 5`);
