import { randomUUID } from 'node:crypto';
import {
  chatMessages,
  commerceMessages,
  excerpt,
  foldText,
  successMessages,
  type TChatMessage,
  type TCommerceConfig,
  type TSolutionCheckRequest,
  type TTokenLedgerEntry,
  type TTokenLedgerReason,
  type TTokenWallet,
  type TViewerIn,
  tokenSpendLabels,
  type ZTokenHistory,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { escapeHtml, htmlToPlainText, htmlToReadableText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import { createChatRepository, directRoomKey } from '../chat/chat.repository';
import { presentFile } from '../files/file.presenter';
import { createHomeworkRepository } from '../homework/homework.repository';
import { findVisibleHomework } from '../homework/homework.service';
import type { TPaymentRow, TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { presentAvatar } from '../users/avatar';
import { canRequestSolutionCheck, seesEverything, type TAccessTask, type TUnlockType } from '../homework/solution-access';
import { createTokensRepository, type TTokenLedgerRow } from './tokens.repository';

/** One change of a wallet: its ledger row's fields; a positive delta credits, a negative one debits. */
type TWalletChange = {
  userId: string;
  delta: number;
  reason: TTokenLedgerReason;
  referenceType: 'PAYMENT' | 'HOMEWORK' | 'SOLUTION_CHECK';
  referenceId: string;
  description: string;
};

type TChangeResult =
  | { status: 'applied'; balance: number; entry: TTokenLedgerRow }
  /** The ledger has this change already (same account, reason and reference): nothing was written. */
  | { status: 'duplicate' }
  /** A debit larger than the balance: nothing was written. */
  | { status: 'insufficient' };

const taskExcerptLength = 80;
const taskExcerpt = (description: string) => excerpt(htmlToReadableText(description), taskExcerptLength);
const taskPath = (slug: string) => `/homeworks/${encodeURIComponent(slug)}`;
const paymentsPath = '/account/payments';

const notEnoughTokens = () => new AppError(402, commerceMessages.notEnoughTokens);

/**
 * The token wallet (docs/product-spec.md section 3, issue 15 point 3): a balance that is never negative and
 * an append-only ledger. Every change is one statement on the wallet's row that refuses to go below zero
 * (concurrent spends queue on that row: of 100 spends of the last tokens exactly one succeeds) plus one
 * ledger row with the balance after it, in one transaction. The ledger's unique (account, reason, reference)
 * makes a repeated change (a replayed grant, a second click) write nothing.
 *
 * What a refunded or disputed token purchase takes back: what is left of it, never more than the balance
 * (tokens already spent stay spent; the wallet never goes negative, and an empty wallet loses nothing, so
 * no ledger row); a won dispute gives back exactly what was taken. Each happens once per payment.
 */
export function createTokensService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  commerce: TCommerceConfig;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  videoEmbedUrlTemplate?: string;
}) {
  const { db, uow, commerce, outbox, numbered } = deps;
  const repository = createTokensRepository(db);
  const homeworkRepository = createHomeworkRepository(db);
  const prices = commerce.tokenPrices;

  /** Applies one change in the caller's transaction; a savepoint keeps a duplicate from aborting it. */
  async function applyChange(tx: TDb, change: TWalletChange): Promise<TChangeResult> {
    if (await createTokensRepository(tx).findLedgerEntry(change.userId, change.reason, change.referenceId)) {
      return { status: 'duplicate' };
    }
    try {
      return await tx.transaction(async (savepoint): Promise<TChangeResult> => {
        const wallet = createTokensRepository(savepoint);
        const balance =
          change.delta > 0
            ? await wallet.credit(change.userId, change.delta)
            : await wallet.debit(change.userId, -change.delta);
        if (balance === null) return { status: 'insufficient' };
        const entry = await wallet.insertLedgerEntry({ ...change, balanceAfter: balance });
        return { status: 'applied', balance, entry };
      });
    } catch (error) {
      // Another transaction wrote the same change between the look-up and the insert.
      if (isUniqueViolation(error, 'token_ledger_reference_unique')) return { status: 'duplicate' };
      throw error;
    }
  }

  /** The task if the viewer may see it (404 otherwise), as the paid-solution rules read it. */
  async function findTask(viewer: TViewerIn, homeworkId: string) {
    const { homework, author } = await findVisibleHomework(homeworkRepository, viewer, homeworkId);
    const task: TAccessTask = {
      authorId: homework.authorId,
      authorExists: author !== null,
      paidSolution: homework.paidSolution,
      hint: homework.hint,
    };
    return { homework, author, task };
  }

  /** The direct room of the two, created (with its realtime event) when they have none yet. */
  async function directRoomIn(tx: TDb, viewer: TViewerIn, otherId: string) {
    const chat = createChatRepository(tx);
    const directKey = directRoomKey(viewer.id, otherId);
    const created = await chat.insertDirectRoom({ directKey, createdById: viewer.id });
    if (created) {
      const usersIds = [viewer.id, otherId];
      await chat.addMembers(created.id, usersIds);
      const eventId = await outbox.record(
        tx,
        'chat.room.created',
        { roomId: created.id, usersIds },
        { actorId: viewer.id },
      );
      await numbered.record(tx, eventId, usersIds, 'CreatedChatRoom', { chatRoomId: created.id });
      return created;
    }
    return (await chat.findDirectRoom(directKey))!;
  }

  /** Posts the request with its files in the room, numbered for its members as the chat does. */
  async function postRequest(tx: TDb, viewer: TViewerIn, roomId: string, html: string, fileIds: readonly string[]) {
    const chat = createChatRepository(tx);
    const row = await chat.insertMessage({
      roomId,
      authorId: viewer.id,
      kind: 'ATTACHMENTS',
      message: html,
      searchText: foldText(htmlToPlainText(html)),
      replyToId: null,
      threadMessageId: null,
    });
    await chat.attachFiles(row.id, fileIds);
    await chat.touchRoom(roomId);
    const eventId = await outbox.record(
      tx,
      'chat.message.created',
      { roomId, messageId: row.id },
      { actorId: viewer.id },
    );
    const members = await chat.membersOf([roomId]);
    const files = await chat.filesOf([row.id]);
    const author = members.find((member) => member.id === viewer.id);
    const message: TChatMessage = {
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
      files: files.map(({ file }) => presentFile(file, deps.videoEmbedUrlTemplate)),
      replyTo: null,
      threadMessageId: null,
      threadRepliesCount: 0,
      pinned: false,
      meeting: null,
      editedAt: null,
      createdAt: row.createdAt.toISOString(),
    };
    await numbered.record(
      tx,
      eventId,
      members.map((member) => member.id),
      'CreatedChatMessage',
      message,
    );
    return message;
  }

  const fulfiller: TPurchaseFulfiller = {
    /** Credits the package's tokens once per payment. */
    async grant(tx: TDb, payment: TPaymentRow) {
      if (!payment.userId) return 'undeliverable';
      if (payment.itemQuantity <= 0) return 'granted';
      await applyChange(tx, {
        userId: payment.userId,
        delta: payment.itemQuantity,
        reason: 'PURCHASE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Zakup: ${payment.itemName}`,
      });
      return 'granted';
    },

    /** Takes back what is left of the purchase: min(balance, tokens credited), once; nothing when empty. */
    async revoke(tx: TDb, payment: TPaymentRow) {
      if (!payment.userId) return;
      const wallet = createTokensRepository(tx);
      const purchase = await wallet.findLedgerEntry(payment.userId, 'PURCHASE', payment.id);
      if (!purchase || (await wallet.findLedgerEntry(payment.userId, 'REVOKE', payment.id))) return;
      const amount = Math.min(await wallet.lockBalance(payment.userId), purchase.delta);
      if (amount <= 0) return;
      await applyChange(tx, {
        userId: payment.userId,
        delta: -amount,
        reason: 'REVOKE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Cofnięcie zakupu (zwrot lub reklamacja płatności): ${payment.itemName}`,
      });
    },

    /** Gives back exactly what the revocation took, once. */
    async restore(tx: TDb, payment: TPaymentRow) {
      if (!payment.userId) return;
      const revoked = await createTokensRepository(tx).findLedgerEntry(payment.userId, 'REVOKE', payment.id);
      if (!revoked) return;
      await applyChange(tx, {
        userId: payment.userId,
        delta: -revoked.delta,
        reason: 'RESTORE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Przywrócenie zakupu (reklamacja rozstrzygnięta): ${payment.itemName}`,
      });
    },
  };

  return {
    fulfiller,

    async wallet(viewer: TViewerIn): Promise<TTokenWallet> {
      return { balance: await repository.findBalance(viewer.id), prices };
    },

    /** The ledger, newest first, `pageSize` rows a page; `nextPage` is null on the last one. */
    async history(
      viewer: TViewerIn,
      query: { page: number; pageSize: number },
    ): Promise<z.infer<typeof ZTokenHistory>> {
      const rows = await repository.listLedger(viewer.id, {
        limit: query.pageSize + 1,
        offset: (query.page - 1) * query.pageSize,
      });
      const results = rows.slice(0, query.pageSize).map(
        ({ entry, slug, paymentId }): TTokenLedgerEntry => ({
          id: entry.id,
          delta: entry.delta,
          balanceAfter: entry.balanceAfter,
          reason: entry.reason,
          referenceType: entry.referenceType,
          referenceId: entry.referenceId,
          description: entry.description,
          href: entry.referenceType === 'PAYMENT' ? (paymentId ? paymentsPath : null) : slug ? taskPath(slug) : null,
          createdAt: entry.createdAt.toISOString(),
        }),
      );
      return { results, nextPage: rows.length > query.pageSize ? query.page + 1 : null };
    },

    /**
     * Spends tokens on a task's paid solution or its hint. Refused (400) to the author and ADMIN, who see
     * everything, for a free solution (its hint is free too) and for a hint the task does not have. The
     * unlock row comes first: of two clicks, the second finds it and spends nothing (`spent: 0`); too few
     * tokens (402) writes nothing.
     */
    async unlock(viewer: TViewerIn, homeworkId: string, type: TUnlockType) {
      const { homework, task } = await findTask(viewer, homeworkId);
      if (seesEverything(viewer, task)) throw AppError.badRequest(commerceMessages.ownTask);
      if (type === 'HINT' && task.hint === null) throw AppError.badRequest(commerceMessages.noHint);
      if (!task.paidSolution) throw AppError.badRequest(commerceMessages.notPaidSolution);
      const price = prices[type];
      const result = await uow.run(async (tx) => {
        const wallet = createTokensRepository(tx);
        const unchanged = async () => ({ balance: await wallet.findBalance(viewer.id), spent: 0 });
        // With the solution unlocked the hint is shown already: nothing to sell.
        if (type === 'HINT' && (await wallet.hasUnlock(viewer.id, homework.id, 'PAID_SOLUTION'))) return unchanged();
        if (!(await wallet.insertUnlock(viewer.id, homework.id, type))) return unchanged();
        const change = await applyChange(tx, {
          userId: viewer.id,
          delta: -price,
          reason: type,
          referenceType: 'HOMEWORK',
          referenceId: homework.id,
          description: `${tokenSpendLabels[type]}: ${taskExcerpt(homework.description)}`,
        });
        if (change.status === 'insufficient') throw notEnoughTokens();
        if (change.status === 'duplicate') return unchanged();
        return { balance: change.balance, spent: price };
      });
      return { message: commerceMessages.unlocked, ...result };
    },

    /**
     * Sends the viewer's own solution (1–5 of their uploaded files and a comment) to the task's author: the
     * tokens, the solution check and the message in the direct room of the two (created when missing) are
     * written in one transaction, so tokens are never spent without the message reaching the author.
     */
    async requestSolutionCheck(viewer: TViewerIn, homeworkId: string, body: TSolutionCheckRequest) {
      const { homework, author, task } = await findTask(viewer, homeworkId);
      if (!author) throw AppError.badRequest(commerceMessages.authorGone);
      // An ADMIN moderates the task and writes to its author for free: there is nothing to sell them.
      if (viewer.role === 'ADMIN') throw AppError.forbidden(commerceMessages.solutionCheckAdmin);
      if (!canRequestSolutionCheck(viewer, task)) throw AppError.badRequest(commerceMessages.ownTask);
      const fileIds = [...new Set(body.fileIds)];
      const owned = await createChatRepository(db).ownedFileIds(viewer.id, fileIds);
      if (owned.size !== fileIds.length) throw AppError.badRequest(chatMessages.fileNotAttachable);

      const title = taskExcerpt(homework.description);
      const comment = body.comment.trim();
      const html = sanitizeRichText(
        `<p>Prośba o sprawdzenie rozwiązania zadania: <a href="${escapeHtml(taskPath(homework.slug))}">${escapeHtml(title)}</a>${
          comment ? ` — ${escapeHtml(comment).replace(/\r?\n/g, '<br>')}` : ''
        }</p>`,
      );
      const solutionCheckId = randomUUID();
      const price = prices.SOLUTION_CHECK;
      return uow.run(async (tx) => {
        const change = await applyChange(tx, {
          userId: viewer.id,
          delta: -price,
          reason: 'SOLUTION_CHECK',
          referenceType: 'SOLUTION_CHECK',
          referenceId: solutionCheckId,
          description: `${tokenSpendLabels.SOLUTION_CHECK}: ${title}`,
        });
        if (change.status !== 'applied') throw notEnoughTokens();
        const room = await directRoomIn(tx, viewer, author.id);
        await createTokensRepository(tx).insertSolutionCheck({
          id: solutionCheckId,
          userId: viewer.id,
          homeworkId: homework.id,
          authorId: author.id,
          roomId: room.id,
          fileIds,
          comment,
        });
        await postRequest(tx, viewer, room.id, html, fileIds);
        return { message: successMessages.sent, balance: change.balance, solutionCheckId, roomId: room.id };
      });
    },
  };
}

export type TTokensService = ReturnType<typeof createTokensService>;
