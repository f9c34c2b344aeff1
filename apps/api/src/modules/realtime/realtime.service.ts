import {
  clientEventPayloads,
  resumeReplayLimit,
  type TClientEventName,
  type TResumeAnswer,
  ZMeetingJoined,
  ZResumeRequest,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TUnitOfWork } from '../../lib/uow';
import type { TTokenSigner } from '../auth/access-token';
import type { createAuthRepository } from '../auth/auth.repository';
import type { createUsersRepository } from '../users/users.repository';
import type { TPresenceStore } from './presence-store';
import type { TRealtime, TSocketData } from './realtime';
import type { TRealtimeDeliveriesRepository } from './realtime-deliveries.repository';
import { createRealtimePresenceRepository } from './realtime-presence.repository';

/** What the gateway asks of the chat's rooms: services/messaging.ts passes the chat's repository. */
export type TChatRooms = {
  findMember(roomId: string, userId: string): Promise<unknown>;
  membersOf(roomIds: readonly string[]): Promise<readonly { id: string }[]>;
  findMessage(id: string): Promise<{ id: string; kind: string; roomId: string } | null | undefined>;
};

/**
 * The rules of the socket connection (docs/product-spec.md sections 3 and 7 "Realtime"): who may connect,
 * presence (online with the first socket on any node, offline with the last, `lastOnline` kept), and the
 * typing indicator, which reaches the other members of the room only.
 */
export function createRealtimeService(deps: {
  realtime: TRealtime;
  presence: TPresenceStore;
  uow: TUnitOfWork;
  deliveries: Pick<TRealtimeDeliveriesRepository, 'after' | 'lastSeq'>;
  tokens: TTokenSigner;
  auth: Pick<ReturnType<typeof createAuthRepository>, 'findActiveSession'>;
  users: Pick<ReturnType<typeof createUsersRepository>, 'update'>;
  chat: TChatRooms;
  log: FastifyBaseLogger;
}) {
  const { realtime, presence } = deps;

  /** Tells everybody whether an online user is busy (in a meeting on any of their sockets) now. */
  const announceBusy = async (userId: string) => {
    if ((await presence.count(userId, 'socket')) === 0) return;
    realtime.toEveryone('UserOnline', { userId, busy: (await presence.count(userId, 'meeting')) > 0 });
  };

  return {
    /** The access token of an active session, as in the Authorization header of a request; else nothing. */
    async authenticate(token: unknown): Promise<TSocketData | undefined> {
      if (typeof token !== 'string' || !token) return undefined;
      const claims = await deps.tokens.verifyAccessToken(token);
      if (!claims) return undefined;
      const active = await deps.auth.findActiveSession(claims.sessionId, claims.userId);
      return active ? { userId: active.user.id, sessionId: active.sessionId } : undefined;
    },

    /** A socket joined: the user's first (on every node together) makes them online for everybody. */
    async connected(socket: TSocketData) {
      if ((await presence.add(socket.userId, 'socket')) === 1)
        realtime.toEveryone('UserOnline', { userId: socket.userId });
    },

    /**
     * A socket closed (in a meeting or not): the user's last makes them offline, and when they were last seen
     * is kept; otherwise, if it was in a meeting, everybody hears whether they are still busy.
     */
    async disconnected(socket: TSocketData, inMeeting: boolean) {
      if (inMeeting) await presence.remove(socket.userId, 'meeting');
      if ((await presence.remove(socket.userId, 'socket')) > 0) {
        if (inMeeting) await announceBusy(socket.userId);
        return;
      }
      await deps.users.update(socket.userId, { lastOnline: new Date() });
      realtime.toEveryone('UserOffline', { userId: socket.userId });
    },

    /** Typing or StoppedTyping, passed on to the room's other members; anything else is dropped. */
    async typing(socket: TSocketData, event: TClientEventName, payload: unknown) {
      const parsed = clientEventPayloads[event].safeParse(payload);
      if (!parsed.success) return;
      const { chatRoomId, threadMessageId } = parsed.data;
      if (!(await deps.chat.findMember(chatRoomId, socket.userId))) return;
      const members = await deps.chat.membersOf([chatRoomId]);
      realtime.toUsers(
        members.map((member) => member.id),
        event,
        { chatRoomId, userId: socket.userId, threadMessageId },
        { exceptUserId: socket.userId },
      );
    },

    /**
     * Resume: the numbered events after the client's last one, oldest first (at most `resumeReplayLimit`;
     * `complete` false tells the client to refetch instead), and the user's last number. Without a last
     * number (a new tab) nothing is replayed: the client starts from the number answered.
     */
    async resume(socket: TSocketData, request: unknown) {
      const parsed = ZResumeRequest.safeParse(request);
      const lastSeq = parsed.success ? parsed.data.lastSeq : null;
      const seq = await deps.deliveries.lastSeq(socket.userId);
      if (lastSeq === null || lastSeq >= seq) return { replay: [], answer: { seq, complete: true } };
      const replay = await deps.deliveries.after(socket.userId, lastSeq, resumeReplayLimit);
      const answer: TResumeAnswer = { seq, complete: (replay.at(-1)?.seq ?? lastSeq) >= seq };
      return { replay, answer };
    },

    /**
     * The presence check (a job, once a minute): the counts of nodes that died are forgotten, and those online
     * at the last check who have no socket on any node now are announced offline, `lastOnline` kept.
     */
    async checkPresence() {
      await presence.sweep();
      const online = await presence.users('socket');
      const gone = await deps.uow.run((tx) => createRealtimePresenceRepository(tx).replace(online));
      for (const userId of gone) realtime.toEveryone('UserOffline', { userId });
      return gone;
    },

    /**
     * MeetingJoined: the meeting of a chat message the person may see (a member of its room), or nothing.
     * The gateway marks the socket with it; the person is busy while any of their sockets is marked.
     */
    async meetingToJoin(socket: TSocketData, payload: unknown) {
      const parsed = ZMeetingJoined.safeParse(payload);
      if (!parsed.success) return undefined;
      const message = await deps.chat.findMessage(parsed.data.messageId);
      if (message?.kind !== 'MEETING' || !(await deps.chat.findMember(message.roomId, socket.userId))) return undefined;
      return message.id;
    },

    /** A socket of the user entered a meeting (`switched`: it was in another one, and still counts once). */
    async enteredMeeting(userId: string, switched: boolean) {
      if (!switched) await presence.add(userId, 'meeting');
      await announceBusy(userId);
    },

    /** A socket of the user left its meeting (its window closed). */
    async leftMeeting(userId: string) {
      await presence.remove(userId, 'meeting');
      await announceBusy(userId);
    },

    /** GET /api/user/busy: those online who are in a meeting now. */
    busy: () => presence.users('meeting'),

    /** GET /api/user/online: everybody with an open socket on any node. */
    online: () => presence.users('socket'),
  };
}

export type TRealtimeService = ReturnType<typeof createRealtimeService>;
