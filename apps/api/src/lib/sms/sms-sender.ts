import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Sends one text message to a Polish phone number (nine digits). */
export type TSmsSender = { send: (phoneNumber: string, text: string) => Promise<void> };

/** The extension of the message files the outbox sender writes. */
export const smsFileExtension = '.sms.txt';

/**
 * The sender with no SMS provider configured: every message lands in DATA_DIR/outbox as a text file (next to
 * the mailer's .eml files) and in the log, so the phone flow works on a laptop and in tests. A real provider
 * implements `TSmsSender` and is chosen in `createSmsSender` once it has configuration.
 */
export function createOutboxSmsSender(options: { outboxDir: string; log: FastifyBaseLogger }): TSmsSender {
  return {
    async send(phoneNumber, text) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomUUID()}${smsFileExtension}`);
      // Renamed into place, as mail is: a reader never sees half a code.
      await fs.writeFile(`${file}.part`, `To: ${phoneNumber}\n\n${text}\n`);
      await fs.rename(`${file}.part`, file);
      options.log.info({ to: phoneNumber, file }, `SMS written to outbox: ${text}`);
    },
  };
}

/** The platform's SMS sender: the outbox until an SMS provider is configured. */
export function createSmsSender(options: { dataDir: string; log: FastifyBaseLogger }): TSmsSender {
  return createOutboxSmsSender({ outboxDir: path.join(options.dataDir, 'outbox'), log: options.log });
}
