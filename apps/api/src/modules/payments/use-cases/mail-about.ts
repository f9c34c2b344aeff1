import { type buildPaymentReceiptMail, buildRefundMail } from '../payment-receipts.mail';
import type { TPaymentsContext } from '../payments.context';

/** The receipt (a completed payment) or the refund notice, by e-mail, with the invoice it has now. */
export async function mailAbout(ctx: TPaymentsContext, paymentId: string, build: typeof buildPaymentReceiptMail) {
  const { db, config, invoicing, repository } = ctx;
  const payment = await repository.find(paymentId);
  const recipient = payment?.userId ? await repository.findRecipient(payment.userId) : undefined;
  // An account without e-mail (a pupil a teacher created) gets no mail.
  if (!payment || !recipient?.email) return;
  const ids = (await invoicing.idsForPayments(db, [payment.id])).get(payment.id);
  const invoiceId = build === buildRefundMail ? ids?.correctionInvoiceId : ids?.invoiceId;
  await ctx.mailer.send(
    build({
      to: recipient.email,
      username: recipient.username,
      payment,
      paymentLink: `${config.publicUrl}/payment/${payment.id}`,
      invoiceLink: invoiceId ? `${config.publicUrl}/invoice?id=${invoiceId}` : null,
    }),
  );
}
