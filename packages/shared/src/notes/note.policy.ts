import { definePolicy } from '../policies/policy';

/** One note as its rules read it. */
export type TNoteResource = { ownerId: string };

/** The user's private notes (issue 20): its owner alone reads, edits and deletes a note; not even ADMIN. */
export const notePolicy = definePolicy<TNoteResource>()({
  read: (viewer, note) => viewer?.id === note.ownerId,
  update: (viewer, note) => viewer?.id === note.ownerId,
  delete: (viewer, note) => viewer?.id === note.ownerId,
});
