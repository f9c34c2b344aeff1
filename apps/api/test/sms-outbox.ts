import fs from 'node:fs/promises';
import path from 'node:path';
import { smsFileExtension } from '../src/lib/sms/sms-sender';

export type TOutboxSms = { to: string; text: string; file: string };

/** Reads the text messages the outbox SMS sender wrote, oldest first. */
export async function readSmsOutbox(outboxDir: string): Promise<TOutboxSms[]> {
  const files = (await fs.readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(smsFileExtension))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      const [head = '', ...body] = (await fs.readFile(file, 'utf8')).split('\n\n');
      return { to: head.replace(/^To: /, ''), text: body.join('\n\n').trim(), file };
    }),
  );
}

/** The six-digit code of the newest text message sent to a phone number. */
export async function findPhoneCodeInOutbox(outboxDir: string, phoneNumber: string): Promise<string | undefined> {
  const messages = (await readSmsOutbox(outboxDir)).filter((sms) => sms.to === phoneNumber);
  return messages.at(-1)?.text.match(/\b\d{6}\b/)?.[0];
}
