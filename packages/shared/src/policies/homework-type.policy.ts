import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** Task types are managed as a whole: no rule reads a type's own fields. */
export type THomeworkTypeResource = Record<never, never>;

/** docs/product-spec.md section 6: management of types is ADMIN only. */
export const homeworkTypePolicy = definePolicy<THomeworkTypeResource>()({
  create: (viewer) => isAdmin(viewer),
  update: (viewer) => isAdmin(viewer),
  delete: (viewer) => isAdmin(viewer),
  /** The 'done' mark of a type and its change history are part of managing types. */
  toggleDone: (viewer) => isAdmin(viewer),
  readHistory: (viewer) => isAdmin(viewer),
});
