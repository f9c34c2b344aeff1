import { z } from 'zod';
import { ZChatMessage } from '../chat/chat.schemas';
import { ZNotification } from '../notifications/notification.schemas';

/** The socket.io namespace every client connects to, with its access token in the handshake's `auth.token`. */
export const realtimeNamespace = '/events';

const ZUserPresence = z.object({ userId: z.uuid() });
/**
 * UserOnline also says when an online user's state changes: `busy` while they are in a meeting (docs/product-spec.md
 * section 4: in-call shown red), false when they leave it.
 */
const ZUserOnline = z.object({ userId: z.uuid(), busy: z.boolean().optional() });
const ZRoomRef = z.object({ chatRoomId: z.uuid() });
const ZTyping = z.object({ chatRoomId: z.uuid(), userId: z.uuid(), threadMessageId: z.uuid().nullable() });

/**
 * The realtime events of docs/product-spec.md section 3, server to client, with their payloads. Each reaches
 * only the people entitled to it: a room's members, the recipient of a notification, the user whose session
 * ended. Rooms are sent as a reference (a room as seen differs per member: favourite, unread count).
 */
export const serverEventPayloads = {
  CreatedChatRoom: ZRoomRef,
  UpdatedChatRoom: ZRoomRef,
  CreatedChatMessage: ZChatMessage,
  Typing: ZTyping,
  StoppedTyping: ZTyping,
  ChatMessageRead: z.object({ chatRoomId: z.uuid(), userId: z.uuid(), messageId: z.uuid() }),
  ChatMessageUpdated: ZChatMessage,
  ChatMessageRemoved: z.object({ chatRoomId: z.uuid(), messageId: z.uuid() }),
  CreatedNotification: ZNotification,
  Logout: z.object({}),
  UserOffline: ZUserPresence,
  UserOnline: ZUserOnline,
  SubscriptionActivated: z.object({ subscriptionId: z.uuid() }),
  PdfReady: z.object({ pdfId: z.uuid(), url: z.string() }),
  PdfError: z.object({ pdfId: z.uuid(), message: z.string() }),
};

export type TServerEventName = keyof typeof serverEventPayloads;
export type TServerEventPayload<TName extends TServerEventName> = z.output<(typeof serverEventPayloads)[TName]>;
export const serverEventNames = Object.keys(serverEventPayloads) as TServerEventName[];

/**
 * A payload received as `event`, checked against its schema: the payload, or undefined when it does not
 * match. (TypeScript widens an index by a generic key to the union of every payload: the schema picked by
 * `event` is the one that parsed, which the cast states.)
 */
export function parseServerEvent<TName extends TServerEventName>(
  event: TName,
  payload: unknown,
): TServerEventPayload<TName> | undefined {
  const parsed = serverEventPayloads[event].safeParse(payload);
  return parsed.success ? (parsed.data as TServerEventPayload<TName>) : undefined;
}

/**
 * The second argument of an event a user must not miss (chat, notifications): its number in the user's
 * sequence, kept in PostgreSQL. A client that sees a gap, or comes back, sends `Resume` with the last number
 * it applied and receives the rest, in order.
 */
/**
 * What comes with a numbered event: its number for the user, and, sent live, the id of the request whose write caused
 * it (its `X-Request-Id`, which the server's log lines of that request carry); a replayed event (Resume) has none.
 */
export type TDeliveryMeta = { seq: number; requestId?: string };

/** socket.io's typing of what the server emits: `socket.on('CreatedChatMessage', (message, meta) => ...)`. */
export type TServerToClientEvents = {
  [TName in TServerEventName]: (payload: TServerEventPayload<TName>, meta?: TDeliveryMeta) => void;
};

/** Resume: the last number the client applied (null when it has none yet). */
export const ZResumeRequest = z.object({ lastSeq: z.number().int().min(0).nullable() });
/** Resume's answer, after the missed events were sent: the user's last number, and whether all were sent. */
export type TResumeAnswer = { seq: number; complete: boolean };
/** At most this many missed events are sent back on Resume; past that the client refetches everything. */
export const resumeReplayLimit = 500;

/** What a client says: that its person types in a room (or a thread of it), or stopped. */
export const clientEventPayloads = {
  Typing: z.object({ chatRoomId: z.uuid(), threadMessageId: z.uuid().nullable().default(null) }),
  StoppedTyping: z.object({ chatRoomId: z.uuid(), threadMessageId: z.uuid().nullable().default(null) }),
};
export type TClientEventName = keyof typeof clientEventPayloads;
export type TClientToServerEvents = {
  [TName in TClientEventName]: (payload: z.input<(typeof clientEventPayloads)[TName]>) => void;
} & {
  Resume: (payload: z.input<typeof ZResumeRequest>, answer: (answer: TResumeAnswer) => void) => void;
  /** This tab opened the meeting of a chat message (its window is open): its person is busy. */
  MeetingJoined: (payload: z.input<typeof ZMeetingJoined>) => void;
  /** The meeting window this tab opened was closed: its person is no longer busy (unless another tab says so). */
  MeetingLeft: () => void;
};

export const ZMeetingJoined = z.object({ messageId: z.uuid() });

/** GET /api/user/online: the ids of everybody with an open connection now. */
export const ZOnlineUsers = z.array(z.uuid());
/** GET /api/user/busy: the ids of those online who are in a meeting now (shown red). */
export const ZBusyUsers = z.array(z.uuid());
export type TOnlineUsers = z.infer<typeof ZOnlineUsers>;
