import { bindUseCases } from '../../lib/use-cases';
import { createChatContext, type TChatDeps } from './chat.context';
import { createRoom } from './use-cases/create-room';
import { deleteMessage } from './use-cases/delete-message';
import { deleteRoom } from './use-cases/delete-room';
import { deliverDueMessages } from './use-cases/deliver-due-messages';
import { downloadMessageAttachments } from './use-cases/download-message-attachments';
import { getRoom } from './use-cases/get-room';
import { listAttachments } from './use-cases/list-attachments';
import { listHeldMessages } from './use-cases/list-held-messages';
import { listMeetings } from './use-cases/list-meetings';
import { listMessages } from './use-cases/list-messages';
import { listPinnedMessages } from './use-cases/list-pinned-messages';
import { listRooms } from './use-cases/list-rooms';
import { listThreads } from './use-cases/list-threads';
import { openDirectRoom } from './use-cases/open-direct-room';
import { readLast } from './use-cases/read-last';
import { rejectHeldMessage } from './use-cases/reject-held-message';
import { releaseHeldMessage } from './use-cases/release-held-message';
import { sendAttachments } from './use-cases/send-attachments';
import { sendAudio } from './use-cases/send-audio';
import { sendMeeting } from './use-cases/send-meeting';
import { sendMessage } from './use-cases/send-message';
import { toggleFavorite } from './use-cases/toggle-favorite';
import { togglePinned } from './use-cases/toggle-pinned';
import { updateMessage } from './use-cases/update-message';
import { updateRoom } from './use-cases/update-room';

export type { TReceiveAudio } from './use-cases/send-audio';

/**
 * The chat (docs/product-spec.md sections 3, 4 and 7). Membership rule, kept here (not in the shared
 * policies): members read and write their rooms; ADMIN reads every room and deletes any message, but
 * writes only where they are a member. A room or message the viewer may not read does not exist for them
 * (404), as a non-public task or somebody else's notification; a room they may read but not write
 * answers 403. Every write records its domain event in its transaction; the realtime subscribers tell
 * the members after the commit.
 */
export function createChatService(deps: TChatDeps) {
  const ctx = createChatContext(deps);
  return {
    ...bindUseCases(ctx, {
      listRooms,
      getRoom,
      createRoom,
      updateRoom,
      deleteRoom,
      openDirectRoom,
      sendMessage,
      sendAttachments,
      sendMeeting,
      sendAudio,
      updateMessage,
      deleteMessage,
      readLast,
      toggleFavorite,
      togglePinned,
      listPinnedMessages,
      listMessages,
      listAttachments,
      listMeetings,
      listThreads,
      downloadMessageAttachments,
      listHeldMessages,
      releaseHeldMessage,
      rejectHeldMessage,
      deliverDueMessages,
    }),
  };
}

export type TChatService = ReturnType<typeof createChatService>;
