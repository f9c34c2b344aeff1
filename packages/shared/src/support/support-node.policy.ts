import { definePolicy } from '../policies/policy';
import { isAdmin } from '../policies/viewer';

/** One help node as its rules read it; the help centre as a whole is `{ published: true }`. */
export type TSupportNodeResource = { published: boolean };

/**
 * The help centre (SUPPORT_NODE, issue 20): everyone, signed in or not, reads published nodes; ADMIN reads drafts
 * too and alone creates, edits, moves and deletes nodes.
 */
export const supportNodePolicy = definePolicy<TSupportNodeResource>()({
  read: (viewer, node) => node.published || isAdmin(viewer),
  create: (viewer) => isAdmin(viewer),
  update: (viewer) => isAdmin(viewer),
  move: (viewer) => isAdmin(viewer),
  delete: (viewer) => isAdmin(viewer),
});
