import { filenameFromContentDisposition, saveBlob } from '../../components/files/download-file';
import { commerceApi } from './commerce-api';
import { invoiceFileName } from './commerce-format';

/** GET /invoice/{id}/pdf with the session token, saved under the server's file name. */
export async function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  const response = await commerceApi.invoicePdf(invoice.id);
  const name =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    invoiceFileName(invoice.number, 'pdf');
  saveBlob(await response.blob(), name);
}

/** GET /invoice/{id}/ksef: the structured e-invoice (KSeF FA(3)) of a company invoice. */
export async function downloadInvoiceKsef(invoice: { id: string; number: string }): Promise<void> {
  const response = await commerceApi.invoiceKsef(invoice.id);
  const name =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    invoiceFileName(invoice.number, 'xml');
  saveBlob(await response.blob(), name);
}
