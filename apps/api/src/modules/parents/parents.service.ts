import { bindUseCases } from '../../lib/use-cases';
import { createParentsContext, type TParentsDeps } from './parents.context';
import { confirmParent } from './use-cases/confirm-parent';
import { createParentCode } from './use-cases/create-parent-code';
import { exportLinksOf } from './use-cases/export-links-of';
import { getChildConversation } from './use-cases/get-child-conversation';
import { getChildProgress } from './use-cases/get-child-progress';
import { linkChild } from './use-cases/link-child';
import { listChildConversations } from './use-cases/list-child-conversations';
import { listChildren } from './use-cases/list-children';
import { listMyParents } from './use-cases/list-my-parents';
import { pauseParentLetter } from './use-cases/pause-parent-letter';
import { switchChildLetter } from './use-cases/switch-child-letter';
import { withdrawConsent } from './use-cases/withdraw-consent';

export { linkChildIn } from './use-cases/link-child';

/**
 * A parent's or guardian's place (issue 71, README.md): the child links the parent (a code, or the consent link), the
 * parent sees the child's progress and may withdraw the consent. Every /parent/children/{id} route answers 404
 * unless the viewer is the child's confirmed parent.
 */
export function createParentsService(deps: TParentsDeps) {
  const ctx = createParentsContext(deps);
  return bindUseCases(ctx, {
    createParentCode,
    listMyParents,
    confirmParent,
    pauseParentLetter,
    linkChild,
    listChildren,
    getChildProgress,
    listChildConversations,
    getChildConversation,
    withdrawConsent,
    switchChildLetter,
    exportLinksOf,
  });
}
export type TParentsService = ReturnType<typeof createParentsService>;
