import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** An account, by id. */
export type TUserResource = { id: string };

export const userPolicy = definePolicy<TUserResource>()({
  /** DELETE /user/{id}: the account's owner or an ADMIN (docs/product-spec.md section 7). */
  delete: (viewer, user) => !!viewer && (viewer.id === user.id || isAdmin(viewer)),
});
