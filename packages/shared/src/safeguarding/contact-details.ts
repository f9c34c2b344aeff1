import { foldText } from '../search/fold-text';

/**
 * Why an adult's message to a minor is held (issue 72, docs/safeguarding.md "Safe messages"): the rule that matched,
 * in Polish, as the sender and the responsible ADMIN read it.
 */
export const offPlatformReasons = {
  phone: 'numer telefonu',
  email: 'adres e-mail',
  messenger: 'inny komunikator lub serwis społecznościowy',
  offPlatform: 'prośba o przeniesienie rozmowy poza platformę',
  secrecy: 'prośba o zachowanie tajemnicy przed rodzicami',
} as const;
export type TOffPlatformReason = (typeof offPlatformReasons)[keyof typeof offPlatformReasons];

const separators = '[\\s.*_\\-]+';
/** Single letters or digits spaced out ("w a t s a p", "5 0 1 2 …") joined back into one word. */
const spacedOut = new RegExp(`(?<![\\p{L}\\d])[\\p{L}\\d](?:${separators}[\\p{L}\\d](?![\\p{L}\\d])){2,}`, 'gu');
const squeeze = (text: string) => text.replace(spacedOut, (run) => run.replace(new RegExp(separators, 'g'), ''));

/**
 * A Polish phone number: nine digits together, as 3-3-3 (mobile) or 2-3-2-2 (landline, the area code maybe in
 * brackets), optionally after +48 / 0048. Not a part of a longer number, a decimal ("12,50"), a date ("12.05.2024")
 * or a price ("123 456 789 zł").
 */
const phone =
  /(?<![\d,./])(?:(?:\+|00)\s?48[\s-]?)?(?:\d{9}|\d{3}[\s-]\d{3}[\s-]\d{3}|\(?\d{2}\)?[\s-]?\d{3}[\s-]\d{2}[\s-]\d{2})(?![\d,./]|\s*(?:zl|pln|%|eur))/;

/** An address, also written out: "jan małpa gmail kropka com", "jan (at) wp (dot) pl". */
const email = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const mailProvider =
  /\b(?:gmail|outlook|hotmail|yahoo|interia|onet|o2|wp|protonmail|icloud)\s*(?:\.|kropka)\s*(?:com|pl|eu)\b/;
const unmaskEmail = (text: string) =>
  text
    .replace(/\s*(?:\(at\)|\[at\]|\{at\}|\bmalpa\b|\bmalpka\b)\s*/g, '@')
    .replace(/\s*(?:\(dot\)|\[dot\]|\{dot\}|\bkropka\b)\s*/g, '.');

/** Other messengers and social networks, their links and Polish forms ("na insta", "na fejsie", "watsap"). */
const messenger = new RegExp(
  [
    '\\b(?:wa\\.me|t\\.me|m\\.me|fb\\.me|discord\\.gg|signal\\.me|join\\.skype\\.com)\\b',
    '\\b(?:whatsapp|instagram|facebook|snapchat|tiktok|telegram|discord|messenger|viber|skype|signal)\\.(?:com|org|me|gg)\\b',
    '\\bw(?:h)?[ao]t?s+[au]p+\\w*',
    '\\blats+ap+\\w*',
    '\\b(?:telegram|telegramie|telegramu)\\b',
    '\\b(?:messenger|mesendzer|mesenger)\\w*',
    '\\bsignal(?:u|a|em|ie)?\\b',
    '\\b(?:snapchat|snap(?:a|ie|em)?|snapik)\\b',
    '\\b(?:instagram\\w*|insta|inste|insty|instce)\\b',
    '\\b(?:discord\\w*|dyskord\\w*)\\b',
    '\\b(?:viber\\w*|wajber\\w*)\\b',
    '\\b(?:skyp\\w*|skajp\\w*)\\b',
    '\\b(?:facebook\\w*|fejsbuk\\w*|fejs(?:a|ie|ik|iku)?|fb)\\b',
    '\\b(?:tik ?tok\\w*)\\b',
    '\\b(?:gadu[- ]?gadu|kik)\\b',
  ].join('|'),
);

/** Asking to move the conversation elsewhere or for a number or an address. */
const offPlatform = new RegExp(
  [
    '\\b(?:na)?pisz(?:cie)? (?:do mnie|mi) (?:na|przez)\\b(?! (?:czacie|tym czacie|platformie|lekcji|kartce|tablicy)\\b)',
    '\\bodezwij sie (?:do mnie )?(?:na|przez)\\b',
    '\\bzadzwon(?:ie)? do (?:mnie|ciebie)\\b',
    '\\bprzejdzmy (?:na|do|w)\\b',
    '\\bprzenie(?:s|sm)(?:my)? sie (?:na|do|gdzies)\\b',
    '\\bdodaj mnie (?:na|do|w)\\b',
    '\\bzapros mnie (?:na|do)\\b',
    '\\b(?:podaj|daj|wyslij|napisz|przeslij)(?: mi)? (?:swoj|twoj) (?:numer|nr|telefon|adres|maila?|e-?maila?|nick|login)',
    '\\b(?:podaj|daj|wyslij|przeslij)(?: mi)? (?:numer|nr) (?:telefonu|tel|komorki|do siebie|do ciebie)\\b',
    '\\bdaj mi (?:numer|nr|telefon|maila?|e-?maila?)\\b',
    '\\bpodaj(?: mi)? (?:numer|nr)\\b(?! (?:zadania|zad|strony|str|przykladu|cwiczenia|lekcji|pytania|wiersza|linijki|karty|grupy|klasy|indeksu|odpowiedzi)\\b)',
    '\\bpodaj(?: mi)? (?:telefon|maila?|e-?maila?|adres e-?mail)\\b',
    '\\bjaki (?:masz|jest twoj) (?:numer|nr|telefon|adres|mail|e-?mail|nick)',
    '\\b(?:pisz|napisz|porozmawiajmy|pogadajmy|piszmy) (?:do mnie )?(?:prywatnie|na priv|na priw|na pw)\\b',
    '\\bna (?:priv|priw|pw)\\b',
    '\\bspotkajmy sie (?:osobiscie|na zywo|sami|po lekcji|w realu)\\b',
    '\\bpoza (?:ta )?platform[aeya]\\b',
  ].join('|'),
);

/** Keeping it from the parents (or anyone): a grooming sign whatever the channel. */
const secrecy = new RegExp(
  [
    '\\bnie (?:mow|mowmy|pokazuj|pokazujmy) (?:o tym |tego )?(?:rodzicom|mamie|tacie|nikomu|nauczycielom|nikomu)\\b',
    '\\b(?:to )?(?:nasza|nasz) (?:tajemnica|sekret)\\b',
    '\\busun (?:te |ta )?(?:wiadomosc|wiadomosci|rozmowe)\\b',
  ].join('|'),
);

/**
 * The first reason an adult's message to a minor should wait for a responsible person, or null (issue 72, point 4).
 * Pure: the text (plain, not HTML) folded to lower case without accents, spaced-out letters joined. Numbers that are
 * not phone numbers (a task "zad. 3.14", a price "12,50 zł", a date, a year) pass; nine digits in a phone's grouping
 * are a phone number even in a maths answer (a person reviews it: a false hold costs a minute, a missed number more).
 */
export function findOffPlatformContact(text: string): TOffPlatformReason | null {
  const folded = foldText(text).replace(/\s+/g, ' ');
  const squeezed = squeeze(folded);
  const variants = folded === squeezed ? [folded] : [folded, squeezed];
  const any = (pattern: RegExp) => variants.some((variant) => pattern.test(variant));
  if (any(phone)) return offPlatformReasons.phone;
  const unmasked = variants.map(unmaskEmail);
  if (unmasked.some((variant) => email.test(variant) || mailProvider.test(variant))) return offPlatformReasons.email;
  if (any(messenger)) return offPlatformReasons.messenger;
  if (any(secrecy)) return offPlatformReasons.secrecy;
  if (any(offPlatform)) return offPlatformReasons.offPlatform;
  return null;
}
