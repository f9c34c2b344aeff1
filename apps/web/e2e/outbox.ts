import path from 'node:path';
import { expect } from '@playwright/test';
import { findLinkInOutbox } from '../../api/test/outbox';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** Waits until the mailer has written a link of the given path to the address, and returns it. */
export async function waitForMailLink(to: string, linkPath: string) {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      link = await findLinkInOutbox(outboxDir(), to, linkPath);
      return link?.href;
    })
    .toBeDefined();
  return link!;
}
