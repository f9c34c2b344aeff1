import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of a newsletter-like mail. */
  headers?: Record<string, string>;
};

export type TMailer = { send: (mail: TMail) => Promise<void>; close: () => void };

/** SMTP when MAIL_URL is set; otherwise every message lands in DATA_DIR/outbox as an .eml file. */
export function createMailer(options: {
  mailUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): TMailer {
  // Made on the first message: a node that sends none (a web node, mail going out from the workers' jobs) never
  // loads nodemailer (about 14 MB).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.mailUrl
        ? nodemailer.createTransport(options.mailUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  return {
    async send(mail) {
      // Never to "null": an account without e-mail (a pupil a teacher created) is skipped by every sender, and this
      // is the last guard should one forget.
      if (!mail.to?.trim() || mail.to === 'null') {
        options.log.warn({ subject: mail.subject }, 'Mail without an address skipped');
        return;
      }
      const info = await (await transportOnce()).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        textEncoding: 'quoted-printable',
        ...(mail.headers && { headers: mail.headers }),
      });
      if (options.mailUrl) return;
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      // Written beside it and renamed: a reader of the outbox (a mail client, the tests) never sees half a message,
      // whose half-written link would be a wrong token.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      options.log.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        `Mail written to outbox: ${mail.link ?? file}`,
      );
    },
    close: () => void transport?.then((made) => made.close()),
  };
}
