import { z } from 'zod';
import { pagingQuery } from '../validation/paging';
import { ZChildIdParams } from './parents.schemas';

/**
 * A child's conversations with adults as the child's confirmed parent sees them (issue 72, docs/parents.md): a child
 * under 16 (or of no known birth year): every room the child shares with an adult, read-only, with the edits' history;
 * a child of 16–17: with whom and when, never the text. Held messages and those not delivered yet are never shown
 * (the parent sees what the child sees).
 */
export const parentConversationMessages = {
  textHidden:
    'Dziecko ma co najmniej 16 lat: widzisz, z kim i kiedy rozmawia, ale nie treść rozmów. Porozmawiaj z dzieckiem, jeśli coś Cię niepokoi.',
  invalidRoomId: 'Niepoprawny identyfikator rozmowy.',
  pageSize: 'Niepoprawny rozmiar strony',
} as const;

/** A transcript page holds 50 messages. */
export const parentConversationPageSize = 50;

const ZDateTime = z.iso.datetime({ offset: true });

/** An adult in the child's room: name and role only (never an e-mail). */
export const ZConversationAdult = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(['USER', 'TEACHER', 'ADMIN']),
});

export const ZChildConversation = z.object({
  roomId: z.uuid(),
  kind: z.enum(['DIRECT', 'GROUP']),
  name: z.string().nullable().describe('A group room’s name; null for a direct room'),
  adults: z.array(ZConversationAdult).describe('The adults among the room’s members'),
  messageCount: z.int().describe('Messages the child can see (held and not yet delivered ones are not counted)'),
  firstMessageAt: ZDateTime.nullable(),
  lastMessageAt: ZDateTime.nullable(),
});
export type TChildConversation = z.infer<typeof ZChildConversation>;

/** GET /parent/children/{id}/conversations. */
export const ZChildConversations = z.object({
  canReadText: z.boolean().describe('false for a child of 16 or more: the list only, the text answers 403'),
  results: z.array(ZChildConversation),
});
export type TChildConversations = z.infer<typeof ZChildConversations>;

export const ZConversationMessage = z.object({
  id: z.uuid(),
  author: z
    .object({ id: z.uuid(), displayName: z.string(), role: z.enum(['USER', 'TEACHER', 'ADMIN', 'PARENT']) })
    .nullable()
    .describe('null when the author’s account was deleted'),
  kind: z.enum(['TEXT', 'ATTACHMENTS', 'AUDIO', 'MEETING']),
  text: z.string().describe('The message as plain text (a meeting: its name)'),
  files: z.array(z.string()).describe('The attached files’ names'),
  inThread: z.boolean().describe('A reply inside a thread of the room'),
  createdAt: ZDateTime,
  editedAt: ZDateTime.nullable(),
  edits: z
    .array(z.object({ previousText: z.string(), editedAt: ZDateTime }))
    .describe('Earlier versions of an edited message, the oldest first'),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

/** GET /parent/children/{id}/conversations/{roomId}/messages: oldest first, 50 a page. */
export const ZConversationTranscript = z.object({
  conversation: ZChildConversation,
  results: z.array(ZConversationMessage),
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
});
export type TConversationTranscript = z.infer<typeof ZConversationTranscript>;

export const ZChildConversationParams = ZChildIdParams.extend({
  roomId: z.uuid({ error: parentConversationMessages.invalidRoomId }),
});
export const ZConversationTranscriptQuery = z.object(
  pagingQuery({ max: 200, fallback: parentConversationPageSize, message: parentConversationMessages.pageSize }),
);
