import { fileKindRules, type TFileAssign } from '../files/file-kinds';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** What the rules of a stored file read: its owner and kind (a file about to be uploaded has no owner yet). */
export type TFileResource = { ownerId: string | null; assign: TFileAssign };

export const filePolicy = definePolicy<TFileResource>()({
  /** Uploading a file of this kind: the roles of its kind (docs/product-spec.md section 3, "File upload kinds"). */
  create: (viewer, file: Pick<TFileResource, 'assign'>) => {
    const roles = fileKindRules[file.assign].roles;
    return !!viewer && (!roles || roles.includes(viewer.role));
  },
  /** Public kinds are read by anyone; the others by their owner (or with a signed link, checked apart). */
  read: (viewer, file) =>
    fileKindRules[file.assign].visibility === 'public' || (!!viewer && viewer.id === file.ownerId),
  /** The owner or an ADMIN. */
  delete: (viewer, file) => !!viewer && (viewer.id === file.ownerId || isAdmin(viewer)),
});
