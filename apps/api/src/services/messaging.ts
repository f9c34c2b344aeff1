import { createChatRepository } from '../modules/chat/chat.repository';
import { createChatService } from '../modules/chat/chat.service';
import { createRoomSafetyRepository } from '../modules/chat/room-safety.repository';
import { createSafeMessagesRepository } from '../modules/chat/safe-messages.repository';
import { createContactsRepository } from '../modules/contacts/contacts.repository';
import { createContactsService } from '../modules/contacts/contacts.service';
import type { TFileService } from '../modules/files/file.service';
import { createNumberedDelivery } from '../modules/realtime/numbered-delivery';
import { createRealtimeService } from '../modules/realtime/realtime.service';
import { createRealtimeDeliveriesRepository } from '../modules/realtime/realtime-deliveries.repository';
import { createTeacherVerificationGate } from '../modules/safeguarding/teacher-verification/teacher-verification.gate';
import type { TSharedRepositories } from './accounts';
import type { TServiceBase } from './inputs';

/**
 * Messages and what carries them: the contact rule (who may start a conversation with whom), the chat, numbered delivery to a user's sockets (stored, so a reconnecting
 * client catches up) and the realtime service over the sockets and presence.
 */
export function buildMessagingServices(
  { inputs, uow, outbox }: TServiceBase,
  repositories: TSharedRepositories,
  files: TFileService,
) {
  const { db, config } = inputs;
  const chatRepository = createChatRepository(db);
  const numbered = createNumberedDelivery({ uow, realtime: inputs.realtime });
  const contacts = createContactsService({
    repository: createContactsRepository(db),
    verification: createTeacherVerificationGate(db),
  });
  const chat = createChatService({
    repository: chatRepository,
    uow,
    outbox,
    numbered,
    files,
    contacts,
    roomSafety: createRoomSafetyRepository(db),
    safeMessages: createSafeMessagesRepository(db),
    meetingUrlTemplate: config.meetingUrlTemplate,
    videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
  });
  const deliveries = createRealtimeDeliveriesRepository(db);
  const realtime = createRealtimeService({
    realtime: inputs.realtime,
    presence: inputs.presence,
    uow,
    deliveries,
    tokens: inputs.tokens,
    auth: repositories.auth,
    users: repositories.users,
    chat: chatRepository,
    log: inputs.log,
  });
  return { chatRepository, numbered, contacts, chat, deliveries, realtime };
}
