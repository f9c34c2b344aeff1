import { z } from 'zod';
import { ZChatMessage, ZChatUser } from '../chat/chat.schemas';

/** Polish texts of the safe messages (issue 72, point 4): holds, night delivery, blurred images, the ADMIN queue. */
export const safeMessageTexts = {
  heldLabel: 'Wstrzymana — czeka na sprawdzenie',
  rejectedLabel: 'Odrzucona — nie została dostarczona',
  nightLabel: 'Dostarczymy o 7:00',
  heldBecause: (reason: string) =>
    `Wiadomość wstrzymana (${reason}). Uczeń jej nie zobaczy, dopóki nie sprawdzi jej osoba odpowiedzialna za ochronę małoletnich. Z niepełnoletnimi uczniami rozmawiamy tylko tutaj: bez numerów telefonu, adresów e-mail i innych komunikatorów.`,
  editRefused: (reason: string) =>
    `Tej zmiany nie zapiszemy (${reason}). Z niepełnoletnimi uczniami rozmawiamy tylko tutaj: bez numerów telefonu, adresów e-mail i innych komunikatorów.`,
  heldNotification: 'Wstrzymana wiadomość do ucznia czeka na sprawdzenie.',
  rejectedNotification:
    'Twoja wstrzymana wiadomość nie została dostarczona: osoba odpowiedzialna za ochronę małoletnich ją odrzuciła.',
  notFound: 'Nie ma takiej wstrzymanej wiadomości.',
  alreadyDecided: 'Tę wiadomość ktoś już sprawdził.',
  released: 'Wiadomość dostarczona.',
  rejected: 'Wiadomość odrzucona. Zostaje w zapisie.',
  showImage: 'Pokaż obraz',
  blurredHint: 'Obraz od dorosłego jest rozmyty. Pokaż go, jeśli chcesz, albo zgłoś, jeśli coś jest nie tak.',
  report: 'Zgłoś',
} as const;

/** The answer of a send whose text was held (202): the message as its sender sees it, and why. */
export const ZChatHeldSend = z.object({
  held: z.literal(true),
  message: ZChatMessage,
  reason: z.string().describe('Why, in Polish'),
});
export type TChatHeldSend = z.infer<typeof ZChatHeldSend>;

/** One held message in the responsible ADMIN's queue. */
export const ZHeldMessage = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  roomName: z.string().nullable(),
  sender: ZChatUser.nullable(),
  minors: z.array(ZChatUser).describe('The room’s members who are (or may be) minors'),
  message: z.string().describe('Sanitized rich HTML'),
  text: z.string().describe('The plain text'),
  reason: z.string(),
  heldAt: z.iso.datetime(),
});
export type THeldMessage = z.infer<typeof ZHeldMessage>;

export const ZHeldMessageList = z.object({ results: z.array(ZHeldMessage) });
export type THeldMessageList = z.infer<typeof ZHeldMessageList>;

export const ZHeldMessageIdParams = z.object({ id: z.uuid({ error: safeMessageTexts.notFound }) });
