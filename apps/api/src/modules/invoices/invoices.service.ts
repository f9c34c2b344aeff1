import {
  commerceMessages,
  purchasePolicy,
  type TCommerceConfig,
  type TInvoice,
  type TViewer,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createPdfRenderer, type TPdfRenderer } from '../../lib/pdf/pdf-renderer';
import type { TUnitOfWork } from '../../lib/uow';
import type { TPaymentInvoicing, TPaymentRow } from '../payments/purchase-fulfilment';
import { buildCorrectionDocument, buildVatInvoiceDocument, type TInvoiceDocument } from './invoice-document';
import { renderInvoiceHtml } from './invoice-html';
import {
  formatInvoiceNumber,
  invoiceFileName,
  invoicePeriod,
  invoiceSeries,
  type TInvoiceSeries,
  warsawDate,
} from './invoice-numbering';
import { createInvoicesRepository, type TInvoiceRow } from './invoices.repository';
import { buildKsefFa3Xml } from './ksef-fa3';

/** The invoice of a row: its frozen document with its id and time of issue. */
export const toInvoice = (row: TInvoiceRow): TInvoice => ({
  id: row.id,
  ...(row.document as TInvoiceDocument),
  createdAt: row.createdAt.toISOString(),
});

/** A file to download: its name and bytes. */
export type TInvoiceFile = { fileName: string; contentType: string; body: Buffer | string };

/**
 * Invoices of the platform's sales: a VAT invoice when a payment's money arrives, a correction to zero when
 * it is refunded, each numbered without gaps per series ('FV', 'FK') and month (Europe/Warsaw) and frozen as
 * issued; read by the buyer and ADMIN as JSON, a PDF and, for a company buyer, the KSeF FA(3) XML. `now` is
 * the clock of corrections (tests move it); `pdf` prints the PDFs (Chromium, started at the first one).
 */
export function createInvoicesService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  commerce: TCommerceConfig;
  publicUrl: string;
  now?: () => Date;
  pdf?: TPdfRenderer;
}) {
  const repository = createInvoicesRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const pdf = deps.pdf ?? createPdfRenderer();

  /** Draws the next number of a series in the month of `issueDate`, inside the caller's transaction. */
  async function drawNumber(tx: TDb, series: TInvoiceSeries, issueDate: string) {
    const period = invoicePeriod(issueDate);
    const sequence = await createInvoicesRepository(tx).nextSequence(series, period);
    return { series, period, sequence, number: formatInvoiceNumber(series, period, sequence) };
  }

  const invoicing: TPaymentInvoicing = {
    async issueForPayment(tx: TDb, payment: TPaymentRow) {
      const invoices = createInvoicesRepository(tx);
      await invoices.lockPayment(payment.id);
      const existing = await invoices.findByPayment(payment.id, 'VAT');
      if (existing) return { id: existing.id };
      const issueDate = warsawDate(payment.paidAt ?? now());
      const numbering = await drawNumber(tx, invoiceSeries.VAT, issueDate);
      const document = buildVatInvoiceDocument({
        payment,
        commerce: deps.commerce,
        number: numbering.number,
        issueDate,
      });
      const row = await invoices.insert({
        ...numbering,
        kind: 'VAT',
        paymentId: payment.id,
        userId: payment.userId,
        issueDate,
        document,
      });
      return { id: row.id };
    },

    async correctForPayment(tx: TDb, payment: TPaymentRow, reason: string) {
      const invoices = createInvoicesRepository(tx);
      await invoices.lockPayment(payment.id);
      const existing = await invoices.findByPayment(payment.id, 'CORRECTION');
      if (existing) return { id: existing.id };
      const original = await invoices.findByPayment(payment.id, 'VAT');
      if (!original) return null;
      const issueDate = warsawDate(now());
      const numbering = await drawNumber(tx, invoiceSeries.CORRECTION, issueDate);
      const document = buildCorrectionDocument({
        original: { id: original.id, ...(original.document as TInvoiceDocument) },
        number: numbering.number,
        issueDate,
        reason,
      });
      const row = await invoices.insert({
        ...numbering,
        kind: 'CORRECTION',
        paymentId: payment.id,
        userId: original.userId,
        correctsId: original.id,
        issueDate,
        document,
      });
      return { id: row.id };
    },

    async idsForPayments(db: TDb, paymentIds: string[]) {
      const ids = new Map<string, { invoiceId: string | null; correctionInvoiceId: string | null }>(
        paymentIds.map((id) => [id, { invoiceId: null, correctionInvoiceId: null }]),
      );
      for (const row of await createInvoicesRepository(db).idsForPayments(paymentIds)) {
        const entry = ids.get(row.paymentId)!;
        if (row.kind === 'VAT') entry.invoiceId = row.id;
        else entry.correctionInvoiceId = row.id;
      }
      return ids;
    },
  };

  /** The invoice, when the viewer is its buyer or ADMIN; 404 otherwise (another's invoice is not shown to exist). */
  async function readable(viewer: TViewer, id: string): Promise<TInvoice> {
    const row = await repository.findById(id);
    if (!row || !purchasePolicy.read(viewer, { userId: row.userId })) throw AppError.notFound();
    return toInvoice(row);
  }

  return {
    invoicing,

    /** The viewer's invoices and corrections, newest first. */
    async listMine(viewer: TViewerIn, query: { page: number; pageSize: number }) {
      const rows = await repository.listByUser(viewer.id, query.page, query.pageSize);
      return {
        results: rows.slice(0, query.pageSize).map(toInvoice),
        nextPage: rows.length > query.pageSize ? query.page + 1 : null,
      };
    },

    get: readable,

    /** The invoice printed to PDF (A4). */
    async pdf(viewer: TViewer, id: string): Promise<TInvoiceFile> {
      const invoice = await readable(viewer, id);
      const body = await pdf.render(renderInvoiceHtml(invoice));
      return { fileName: invoiceFileName(invoice.number, 'pdf'), contentType: 'application/pdf', body };
    },

    /** The structured e-invoice (KSeF FA(3)) of an invoice made out to a company; 400 for a private buyer. */
    async ksef(viewer: TViewer, id: string): Promise<TInvoiceFile> {
      const invoice = await readable(viewer, id);
      if (invoice.buyer.type !== 'company') throw AppError.badRequest(commerceMessages.ksefCompanyOnly);
      return {
        fileName: invoiceFileName(invoice.number, 'xml'),
        contentType: 'application/xml; charset=utf-8',
        body: buildKsefFa3Xml(invoice, invoice.createdAt),
      };
    },

    /** Ends the PDF browser (the app's onClose). */
    close: () => pdf.close(),
  };
}
export type TInvoicesService = ReturnType<typeof createInvoicesService>;
