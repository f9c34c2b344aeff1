import { z } from 'zod';
import { formatInvalidFormatMessage, ZUploadedFile } from '../files/file.schemas';
import { audioExtensions } from '../files/file-kinds';
import { ZSelectableUser } from '../users/user.schemas';
import { ZName } from '../validation/fields';
import { maxSelectedMessage, successMessages, validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';

/** Members of a group room besides its creator, and files of one message. */
export const chatLimits = { roomUsers: 50, messageFiles: 10, messageHtmlLength: 20_000, searchLength: 200 } as const;

/** docs/product-spec.md section 9: chat rooms 15 a page, messages 25, attachments 20. */
export const chatPageSizes = { rooms: 15, messages: 25, attachments: 20, meetings: 20, threads: 20 } as const;

/**
 * Polish messages of the chat. Section 4 gives 'Przypięto!' / 'Odpięto', section 8 the generic
 * confirmations; the others are ours (the spec has none for them).
 */
export const chatMessages = {
  roomNotFound: 'Nie znaleziono czatu.',
  messageNotFound: 'Nie znaleziono wiadomości.',
  invalidRoomId: 'Niepoprawny identyfikator czatu.',
  invalidMessageId: 'Niepoprawny identyfikator wiadomości.',
  invalidUserId: 'Niepoprawny identyfikator użytkownika',
  invalidFileId: 'Niepoprawny identyfikator pliku.',
  usersRequired: 'Wybierz przynajmniej jedną osobę.',
  usersMax: maxSelectedMessage(chatLimits.roomUsers),
  filesMax: maxSelectedMessage(chatLimits.messageFiles),
  usersNotFound: 'Nie znaleziono wybranych użytkowników.',
  messageEmpty: 'Wiadomość nie może być pusta.',
  messageTooLong: 'Wiadomość jest zbyt długa.',
  attachmentsRequired: 'Plik jest wymagany',
  fileNotAttachable: 'Można załączyć tylko własne, przesłane pliki.',
  audioFormat: formatInvalidFormatMessage(audioExtensions),
  replyOutsideRoom: 'Wiadomość, na którą odpowiadasz, nie należy do tego czatu.',
  threadOutsideRoom: 'Wątek nie należy do tego czatu.',
  threadInThread: 'Wątek można założyć tylko pod wiadomością spoza wątku.',
  membersOnly: 'Tylko uczestnicy czatu mogą to zrobić.',
  authorOnly: 'Tylko autor może edytować wiadomość.',
  deleteForbidden: 'Tylko autor lub administrator może usunąć wiadomość.',
  roomOwnerOnly: 'Tylko twórca czatu może go zmieniać.',
  roomDeleteForbidden: 'Tylko twórca czatu lub administrator może go usunąć.',
  directRoomFixed: 'Nie można zmienić rozmowy prywatnej.',
  selfChat: 'Nie możesz rozpocząć rozmowy z samym sobą.',
  /** Starting contact outside the contact rule (apps/api/src/modules/contacts): a new room or a new member. */
  contactNotAllowed:
    'Nie możesz zacząć rozmowy z tą osobą. Uczniowie piszą tylko do nauczycieli, z którymi mają zajęcia, zlecenie lub kurs, a nauczyciele tylko do takich uczniów.',
  /** A TEACHER adding a student under 18 (or of no known age) to a group room (issue 72): never, linked or not. */
  minorInGroupRoom:
    'Ze względów bezpieczeństwa nie można dodać niepełnoletniego ucznia do rozmowy grupowej. Napisz do ucznia w rozmowie prywatnej lub w klasie.',
  /**
   * Issue 72: in a room of an adult and a minor nothing is erased by the adult (an ADMIN moderating still may), so
   * the child's parents can read it and a report can be checked. Edits keep the previous text (chat_message_edits).
   */
  minorMessageKept:
    'W rozmowie z niepełnoletnim uczniem wiadomości nie można usunąć: zostaje, aby rodzic ucznia mógł ją przeczytać. Możesz ją poprawić, poprzednia treść zostanie zapisana.',
  minorRoomKept:
    'Rozmowy z niepełnoletnim uczniem nie można usunąć: zostaje, aby rodzic ucznia mógł ją przeczytać. Jeśli coś jest nie tak, zgłoś to przyciskiem „Zgłoś”.',
  minorMemberKept:
    'Nie można usunąć niepełnoletniego ucznia z rozmowy: rozmowa zostaje, aby rodzic ucznia mógł ją przeczytać.',
  /** The room's header (issue 72) when a child under 16 talks with an adult in it. */
  parentCanRead: 'Rodzic ucznia może czytać tę rozmowę',
  onlyTextEditable: 'Można edytować tylko wiadomości tekstowe.',
  searchTooLong: `Wyszukiwana fraza może mieć najwyżej ${chatLimits.searchLength} znaków`,
  sort: 'Niepoprawne sortowanie',
  pageSize: 'Niepoprawny rozmiar strony',
  meetingsNotConfigured: 'Spotkania wideo nie są skonfigurowane: wiadomość zapisano bez linku do spotkania.',
  pinned: 'Przypięto!',
  unpinned: 'Odpięto',
  read: 'Oznaczono jako przeczytane.',
  deleted: successMessages.deleted,
} as const;

export const chatRoomKinds = ['DIRECT', 'GROUP'] as const;
export const ZChatRoomKind = z.enum(chatRoomKinds);
export const chatMessageKinds = ['TEXT', 'ATTACHMENTS', 'AUDIO', 'MEETING'] as const;
export const ZChatMessageKind = z.enum(chatMessageKinds);
export type TChatMessageKind = z.infer<typeof ZChatMessageKind>;

const roomId = z.uuid({ error: chatMessages.invalidRoomId });
const messageId = z.uuid({ error: chatMessages.invalidMessageId });

export const ZChatRoomIdParams = z.object({ id: roomId });
export const ZChatMessageIdParams = z.object({ id: messageId });
export const ZChatUserIdParams = z.object({ id: z.uuid({ error: chatMessages.invalidUserId }) });

/** A member as the chat shows them (never the e-mail). */
export const ZChatUser = ZSelectableUser;
export type TChatUser = z.infer<typeof ZChatUser>;

/** A meeting: a named call; `joinUrl` is null when MEETING_URL_TEMPLATE is not configured. */
export const ZChatMeeting = z.object({ id: z.string(), name: z.string(), joinUrl: z.string().nullable() });

/** The message a reply quotes: its author and text, shortened. */
export const ZChatReplyTo = z.object({
  id: z.uuid(),
  author: ZChatUser.nullable(),
  excerpt: z.string(),
  createdAt: z.iso.datetime(),
});

/** docs/product-spec.md section 3 "Chat message". `author` is null when the account was deleted. */
export const ZChatMessage = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  kind: ZChatMessageKind,
  author: ZChatUser.nullable(),
  message: z
    .string()
    .describe('Sanitized rich HTML (the editor’s chat variant); empty for attachment, audio and meeting messages'),
  files: z.array(ZUploadedFile).describe('Attachments, or the one recording of an audio message'),
  replyTo: ZChatReplyTo.nullable(),
  threadMessageId: z.uuid().nullable().describe('The message opening the thread this one belongs to'),
  threadRepliesCount: z.number().int().describe('Replies in the thread this message opens'),
  pinned: z.boolean(),
  meeting: ZChatMeeting.nullable(),
  editedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  held: z
    .object({ reason: z.string(), decision: z.enum(['RELEASED', 'REJECTED']).nullable() })
    .nullable()
    .optional()
    .describe('Held for review (issue 72): shown to its author and ADMIN only; the others never get a held message'),
  deliverAt: z.iso
    .datetime()
    .nullable()
    .optional()
    .describe('Sent to a minor at night: delivered at this time (7:00 Warsaw); shown to its author only'),
  blurForViewer: z
    .boolean()
    .optional()
    .describe('The viewer is a minor and the author an adult: show the images blurred until the viewer asks'),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** docs/product-spec.md section 3 "Chat room", as one member sees it. */
export const ZChatRoom = z.object({
  id: z.uuid(),
  kind: ZChatRoomKind,
  name: z.string().nullable().describe('null for a direct room: show the other member'),
  users: z.array(ZChatUser),
  createdById: z.uuid().nullable(),
  favorite: z.boolean(),
  unreadCount: z.number().int().describe('Messages of others outside threads after the viewer’s last read one'),
  lastActivityAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** GET /chat/{id}: the room, with whether a linked parent of a child in it may read it (issue 72). */
export const ZChatRoomView = ZChatRoom.extend({
  parentCanRead: z
    .boolean()
    .describe(
      'A member is a pupil under 16 (or of no known birth year) and another is an adult (not a minor, not a parent): the pupil’s linked parents, now or later, read the whole room',
    ),
});
export type TChatRoomView = z.infer<typeof ZChatRoomView>;

const ZUsersIds = z
  .array(z.uuid({ error: chatMessages.invalidUserId }), { error: chatMessages.usersRequired })
  .min(1, chatMessages.usersRequired)
  .max(chatLimits.roomUsers, chatMessages.usersMax);

/** POST /chat and PUT /chat/{id}: a group room's name and the other members (the creator always belongs). */
export const ZChatRoomSave = z.object({ name: ZName, usersIds: ZUsersIds });
export type TChatRoomSave = z.infer<typeof ZChatRoomSave>;

const ZMessageHtml = z
  .string({ error: validationMessages.required })
  .max(chatLimits.messageHtmlLength, chatMessages.messageTooLong);
const ZThreadMessageId = messageId.nullish().describe('Post into the thread this message opens');

/** POST /chat/{id}/message: rich text and/or already uploaded files (ids of the sender’s own files). */
export const ZChatMessageCreate = z.object({
  message: ZMessageHtml.default(''),
  files: z
    .array(z.uuid({ error: chatMessages.invalidFileId }))
    .max(chatLimits.messageFiles, chatMessages.filesMax)
    .default([]),
  replyTo: messageId.nullish(),
  threadMessageId: ZThreadMessageId,
});
export type TChatMessageCreate = z.output<typeof ZChatMessageCreate>;

export const ZChatAttachmentsMessageCreate = z.object({
  attachments: z
    .array(z.uuid({ error: chatMessages.invalidFileId }), { error: chatMessages.attachmentsRequired })
    .min(1, chatMessages.attachmentsRequired)
    .max(chatLimits.messageFiles, chatMessages.filesMax),
  threadMessageId: ZThreadMessageId,
});
export type TChatAttachmentsMessageCreate = z.output<typeof ZChatAttachmentsMessageCreate>;

export const ZChatMeetingMessageCreate = z.object({ name: ZName, threadMessageId: ZThreadMessageId });
export type TChatMeetingMessageCreate = z.output<typeof ZChatMeetingMessageCreate>;

/** Multipart fields of POST /chat/{id}/audio-message, sent before the `file` part. */
export const ZChatAudioFields = z.object({ threadMessageId: ZThreadMessageId });

/**
 * The documented body of POST /chat/{id}/audio-message: multipart, read by the handler (ZChatAudioFields, then the
 * file), so the body the schema sees is empty.
 */
export const ZChatAudioBody = z
  .object({
    threadMessageId: z.string().optional().describe('Post into this thread; must be sent before `file`'),
    file: z.string().meta({ format: 'binary' }).optional().describe('The recording (mp3, wav, ogg, webm), sent last'),
  })
  .nullish();

export const ZChatMessageUpdate = z.object({ message: ZMessageHtml });

/** PUT /chat/{id}/read-last: the room, or one thread of it, read up to its newest message. */
export const ZChatReadLast = z.object({ threadMessageId: ZThreadMessageId }).nullish();

const ZSearch = z.string().max(chatLimits.searchLength, chatMessages.searchTooLong).optional();

export const ZChatRoomListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: chatPageSizes.rooms, message: chatMessages.pageSize }),
});

export const chatMessageSorts = ['createdAt:DESC', 'createdAt:ASC'] as const;

export const ZChatMessageListQuery = z.object({
  ...pagingQuery({ max: 100, fallback: chatPageSizes.messages, message: chatMessages.pageSize }),
  sort: z.enum(chatMessageSorts, { error: chatMessages.sort }).default('createdAt:DESC'),
  search: ZSearch.describe('Words of the message, case- and accent-insensitive'),
  threadMessageId: messageId.optional().describe('The thread’s replies instead of the room’s main timeline'),
});
export type TChatMessageListQuery = z.output<typeof ZChatMessageListQuery>;

export const ZChatAttachmentListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: chatPageSizes.attachments, message: chatMessages.pageSize }),
});
export const ZChatMeetingListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: chatPageSizes.meetings, message: chatMessages.pageSize }),
});
export const ZChatThreadListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: chatPageSizes.threads, message: chatMessages.pageSize }),
});
export type TChatPageQuery = z.output<typeof ZChatAttachmentListQuery>;

export const ZChatRoomList = pageOf(ZChatRoom);
export const ZChatMessageList = pageOf(ZChatMessage);
export const ZChatPinnedMessages = z.object({ results: z.array(ZChatMessage) });
export const ZChatAttachment = z.object({
  file: ZUploadedFile,
  messageId: z.uuid(),
  author: ZChatUser.nullable(),
  createdAt: z.iso.datetime(),
});
export const ZChatAttachmentList = pageOf(ZChatAttachment);
export const ZChatMeetingList = pageOf(ZChatMessage);
export const ZChatThread = z.object({
  message: ZChatMessage,
  repliesCount: z.number().int(),
  lastReplyAt: z.iso.datetime(),
  unreadCount: z.number().int().describe('Replies of others after the viewer’s last read one in this thread'),
});
export const ZChatThreadList = pageOf(ZChatThread);

/** PUT /chat/message/{id}/toggle-pinned: the message as it is now, with the toast of section 4. */
export const ZChatPinToggle = z.object({ message: ZChatMessage, notice: z.string() });
export const ZChatFavoriteToggle = z.object({ favorite: z.boolean() });
