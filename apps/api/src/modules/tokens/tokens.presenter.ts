import type { TChatMessage, TTokenLedgerEntry } from '@zadania/shared';
import type { TChatRepository } from '../chat/chat.repository';
import { presentFile } from '../files/file.presenter';
import { presentAvatar } from '../users/avatar';
import type { TTokensRepository } from './tokens.repository';

type TChatMessageRow = Awaited<ReturnType<TChatRepository['insertMessage']>>;
type TLedgerListRow = Awaited<ReturnType<TTokensRepository['listLedger']>>[number];

export const taskPath = (slug: string) => `/homeworks/${encodeURIComponent(slug)}`;
const paymentsPath = '/account/payments';

/** A ledger row as the history lists it: `href` is the task page of a spend, the payments page of a purchase. */
export const presentLedgerEntry = ({ entry, slug, paymentId }: TLedgerListRow): TTokenLedgerEntry => ({
  id: entry.id,
  delta: entry.delta,
  balanceAfter: entry.balanceAfter,
  reason: entry.reason,
  referenceType: entry.referenceType,
  referenceId: entry.referenceId,
  description: entry.description,
  href: entry.referenceType === 'PAYMENT' ? (paymentId ? paymentsPath : null) : slug ? taskPath(slug) : null,
  createdAt: entry.createdAt.toISOString(),
});

/** The request's chat message, as its room's members receive it. */
export const presentRequestMessage = (
  row: TChatMessageRow,
  roomId: string,
  author: Awaited<ReturnType<TChatRepository['membersOf']>>[number] | undefined,
  files: Awaited<ReturnType<TChatRepository['filesOf']>>,
  videoEmbedUrlTemplate: string | undefined,
): TChatMessage => ({
  id: row.id,
  roomId,
  kind: row.kind,
  author: author
    ? {
        id: author.id,
        username: author.username,
        displayName: author.displayName,
        role: author.role,
        avatar: presentAvatar(author),
      }
    : null,
  message: row.message,
  files: files.map(({ file }) => presentFile(file, videoEmbedUrlTemplate)),
  replyTo: null,
  threadMessageId: null,
  threadRepliesCount: 0,
  pinned: false,
  meeting: null,
  editedAt: null,
  createdAt: row.createdAt.toISOString(),
});
