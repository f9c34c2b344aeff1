import fs from 'node:fs/promises';
import path from 'node:path';

export type TOutboxMail = { to: string; subject: string; text: string; file: string };

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

// Adjacent encoded words of a long header are one text: the space between them is not part of it (RFC 2047).
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** Reads the .eml files the mailer wrote, oldest first. */
export async function readOutbox(outboxDir: string): Promise<TOutboxMail[]> {
  const files = (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      const raw = await fs.readFile(file, 'utf8');
      // Long headers are folded onto indented lines.
      const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const header = (key: string) =>
        decodeHeader(headers.match(new RegExp(`^${key}: (.*)$`, 'mi'))?.[1]?.trim() ?? '');
      // Soft line breaks go first: a wrapped line may start with '--' (a token holds dashes), which is not the
      // MIME boundary that ends the part.
      const textPart =
        raw
          .split(/Content-Type: text\/plain/i)[1]
          ?.replace(/=\r?\n/g, '')
          .split(/\n--/)[0] ?? '';
      return { to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(textPart), file };
    }),
  );
}

/** The newest link with the given path sent to an address, e.g. '/confirm-email'. */
export async function findLinkInOutbox(outboxDir: string, to: string, linkPath: string) {
  const mails = (await readOutbox(outboxDir)).filter((mail) => mail.to.includes(to)).reverse();
  for (const mail of mails) {
    const match = mail.text.match(new RegExp(`https?://[^\\s]+${linkPath}\\?token=[A-Za-z0-9_-]+`));
    if (match) return new URL(match[0]);
  }
  return undefined;
}
