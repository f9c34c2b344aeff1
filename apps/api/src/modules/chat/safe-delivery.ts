import {
  findOffPlatformContact,
  nightDeliveryAt,
  safeMessageTexts,
  type TChatMessage,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TChatMessageRow } from '../../db/schema';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { presentMessages } from './chat.presenter';
import { createChatRepository } from './chat.repository';
import { createSafeMessagesRepository, type TSafeMessagesRepository } from './safe-messages.repository';

/** Where the responsible ADMINs review held messages. */
export const heldMessagesHref = '/admin/safeguarding/held-messages';

/**
 * Safe messages (issue 72, point 4; docs/safeguarding.md): an adult's message in a room with a minor is held when its
 * text carries contact details off the platform (`findOffPlatformContact`), and waits for 7:00 Warsaw when sent
 * between 22:00 and 7:00 (`nightDeliveryAt`). A withheld message reaches nobody (no realtime event, no notification,
 * no unread count) until an ADMIN releases it or the morning job announces it (`announce`).
 */
export function createSafeDelivery(deps: {
  safeMessages: TSafeMessagesRepository;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  videoEmbedUrlTemplate?: string;
}) {
  const { safeMessages, outbox, numbered, videoEmbedUrlTemplate } = deps;

  /** Whether the author is an adult writing where a minor reads, and the minors among the room and the author. */
  async function toMinor(authorId: string, roomId: string, at: Date) {
    const memberIds = await safeMessages.memberIdsOf(roomId);
    const minors = await safeMessages.minorIds([...new Set([authorId, ...memberIds])], at);
    const adultToMinor = !minors.has(authorId) && memberIds.some((id) => id !== authorId && minors.has(id));
    return { adultToMinor, minors };
  }

  /** The hold and the delivery time of a message `viewer` is about to write at `at`. */
  async function decide(viewer: TViewerIn, roomId: string, text: string, at: Date) {
    const { adultToMinor, minors } = await toMinor(viewer.id, roomId, at);
    if (!adultToMinor) return { columns: {}, withheld: false, minors };
    const reason = text ? findOffPlatformContact(text) : null;
    const deliverAt = nightDeliveryAt(at);
    return {
      columns: { heldAt: reason ? at : null, heldReason: reason, deliverAt },
      withheld: Boolean(reason || deliverAt),
      minors,
    };
  }

  /** The reason an edit by `authorId` must not be saved in the room (the edit is refused, the old text stays). */
  async function editRefusal(authorId: string, roomId: string, text: string, at: Date) {
    const { adultToMinor } = await toMinor(authorId, roomId, at);
    const reason = adultToMinor && text ? findOffPlatformContact(text) : null;
    return reason ? safeMessageTexts.editRefused(reason) : null;
  }

  /** A held message: its audit record, and the responsible ADMINs told after the commit. */
  async function recordWithheld(tx: TDb, viewer: TViewerIn, row: TChatMessageRow) {
    if (!row.heldAt) return;
    const repo = createSafeMessagesRepository(tx);
    await repo.audit({
      kind: 'MESSAGE_HELD',
      actorId: viewer.id,
      subjectUserId: viewer.id,
      refId: row.id,
      details: { roomId: row.roomId, reason: row.heldReason },
    });
    await outbox.record(
      tx,
      'notification.requested',
      {
        type: 'SAFEGUARDING_EVENT',
        recipientIds: await repo.responsibleAdminIds(),
        text: safeMessageTexts.heldNotification,
        href: heldMessagesHref,
        data: { messageId: row.id, roomId: row.roomId },
      },
      { actorId: viewer.id },
    );
  }

  /** The realtime message to the room's members: the minors among them get an adult's images blurred. */
  async function recordCreated(
    tx: TDb,
    eventId: string,
    members: readonly { id: string }[],
    message: TChatMessage,
    minors: ReadonlySet<string>,
  ) {
    const authorId = message.author?.id;
    const hasImage = message.files.some((file) => file.mimetype.startsWith('image/'));
    const blurs = (id: string) => hasImage && !!authorId && id !== authorId && minors.has(id) && !minors.has(authorId);
    const blurred = members.filter((member) => blurs(member.id)).map((member) => member.id);
    const clear = members.filter((member) => !blurs(member.id)).map((member) => member.id);
    if (clear.length) await numbered.record(tx, eventId, clear, 'CreatedChatMessage', message);
    if (blurred.length) {
      await numbered.record(tx, eventId, blurred, 'CreatedChatMessage', { ...message, blurForViewer: true });
    }
  }

  /**
   * A withheld message that now reaches the room (released, or its morning came): the room moves, the members get
   * it live and their bells ring (the `chat.message.created` subscribers), as for a message sent now.
   */
  async function announce(tx: TDb, row: TChatMessageRow, at: Date) {
    const repo = createChatRepository(tx);
    await createSafeMessagesRepository(tx).touchRoom(row.roomId, at);
    const eventId = await outbox.record(
      tx,
      'chat.message.created',
      { roomId: row.roomId, messageId: row.id },
      { actorId: row.authorId },
    );
    const members = await repo.membersOf([row.roomId]);
    const [message] = await presentMessages(repo, [row], { videoEmbedUrlTemplate, knownUsers: members });
    const minors = await createSafeMessagesRepository(tx).minorIds(
      [...new Set([...members.map((member) => member.id), ...(row.authorId ? [row.authorId] : [])])],
      at,
    );
    await recordCreated(tx, eventId, members, message!, minors);
  }

  return { decide, editRefusal, recordWithheld, recordCreated, announce };
}

export type TSafeDelivery = ReturnType<typeof createSafeDelivery>;
