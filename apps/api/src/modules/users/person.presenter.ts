import { presentAvatar, type TAvatarRow } from './avatar';

/** What presents a person: the public name fields and the avatar's file and thumbnail key. */
export type TPersonFields = { id: string; username: string; displayName: string } & TAvatarRow;

/** A person as cards show them: id, login, display name and avatar. */
export const presentPerson = (row: TPersonFields) => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  avatar: presentAvatar(row),
});

/** The person, or when the account is gone the stand-in 'Konto usunięte' under the id it had. */
export const personOrDeleted = (row: TPersonFields | undefined, id: string | null) =>
  row
    ? presentPerson(row)
    : { id: id ?? '00000000-0000-0000-0000-000000000000', username: '', displayName: 'Konto usunięte', avatar: null };

/** The person with `id` among `people` read for a list, or the deleted account's stand-in. */
export const personAmong = (people: TPersonFields[], id: string | null) =>
  personOrDeleted(
    people.find((row) => row.id === id),
    id,
  );
