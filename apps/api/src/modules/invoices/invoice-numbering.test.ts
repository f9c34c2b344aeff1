import { parseCommerceConfig } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { invoiceCounters, invoices } from '../../db/schema';
import { createUnitOfWork } from '../../lib/uow';
import { companyBuyer, insertPaidPayment, premiumBoughtByCard, privateBuyer } from './invoice-fixtures';
import { formatInvoiceNumber, invoiceFileName, warsawDate } from './invoice-numbering';
import { createInvoicesService } from './invoices.service';

describe('invoice numbers and dates', () => {
  it('formats the number per series, year and month', () => {
    expect(formatInvoiceNumber('FV', '2026-11', 1)).toBe('FV/2026/11/0001');
    expect(formatInvoiceNumber('FK', '2027-01', 12345)).toBe('FK/2027/01/12345');
    expect(invoiceFileName('FV/2026/11/0001', 'pdf')).toBe('Faktura-FV-2026-11-0001.pdf');
  });

  it('reads the calendar day in Europe/Warsaw, in winter and summer time', () => {
    expect(warsawDate(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(warsawDate(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(warsawDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(warsawDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('issuing invoices for payments', () => {
  const t = useTestApp();
  const setup = (options: { now?: Date; commerce?: unknown } = {}) => {
    const db = t.app.db;
    const uow = createUnitOfWork(db);
    const service = createInvoicesService({
      db,
      uow,
      commerce: options.commerce ? parseCommerceConfig(options.commerce) : t.app.config.commerce,
      publicUrl: 'http://localhost:3000',
      now: () => options.now ?? new Date('2026-12-03T09:00:00Z'),
    });
    const issue = (payment: Parameters<typeof service.invoicing.issueForPayment>[1]) =>
      uow.run((tx) => service.invoicing.issueForPayment(tx, payment));
    const numbers = async () =>
      (await db.select({ number: invoices.number }).from(invoices).orderBy(invoices.number)).map((row) => row.number);
    const counter = async (series: string, period: string) =>
      (
        await db
          .select({ last: invoiceCounters.lastNumber })
          .from(invoiceCounters)
          .where(sql`${invoiceCounters.series} = ${series} and ${invoiceCounters.period} = ${period}`)
      )[0]?.last ?? 0;
    return { db, uow, service, issue, numbers, counter };
  };

  it('numbers 50 concurrent invoices 1..50 without gaps or repeats', async () => {
    const { db, issue, numbers, counter } = setup();
    const user = await buildUser(t.app);
    const paid = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        insertPaidPayment(db, { userId: user.id, paidAt: new Date(Date.UTC(2026, 10, 1 + (index % 28), 9)) }),
      ),
    );

    const issued = await Promise.all(paid.map((payment) => issue(payment)));

    expect(new Set(issued.map((invoice) => invoice.id)).size).toBe(50);
    expect(await numbers()).toEqual(
      Array.from({ length: 50 }, (_, index) => formatInvoiceNumber('FV', '2026-11', index + 1)),
    );
    const sequences = await db.select({ sequence: invoices.sequence, period: invoices.period }).from(invoices);
    expect(sequences.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(sequences.map((row) => row.period))).toEqual(new Set(['2026-11']));
    expect(await counter('FV', '2026-11')).toBe(50);
  });

  it('gives the number of a rolled-back transaction to the next invoice', async () => {
    const { db, uow, service, issue, numbers, counter } = setup();
    const user = await buildUser(t.app);
    const first = await insertPaidPayment(db, { userId: user.id });
    const second = await insertPaidPayment(db, { userId: user.id });

    await expect(
      uow.run(async (tx) => {
        await service.invoicing.issueForPayment(tx, first);
        throw new Error('the payment transaction failed after the invoice');
      }),
    ).rejects.toThrow('the payment transaction failed');
    expect(await numbers()).toEqual([]);
    expect(await counter('FV', '2026-11')).toBe(0);

    await issue(second);
    await issue(first);
    expect(await numbers()).toEqual(['FV/2026/11/0001', 'FV/2026/11/0002']);
    const [secondInvoice] = await db.select().from(invoices).where(eq(invoices.paymentId, second.id));
    expect(secondInvoice!.number).toBe('FV/2026/11/0001');
  });

  it('starts every month at 1, the month of the payment day in Europe/Warsaw', async () => {
    const { db, issue } = setup();
    const user = await buildUser(t.app);
    const lateNovember = await insertPaidPayment(db, { userId: user.id, paidAt: new Date('2026-11-30T22:59:00Z') });
    const november = await insertPaidPayment(db, { userId: user.id, paidAt: new Date('2026-11-12T10:00:00Z') });
    const firstOfDecember = await insertPaidPayment(db, { userId: user.id, paidAt: new Date('2026-11-30T23:30:00Z') });

    for (const payment of [lateNovember, november, firstOfDecember]) await issue(payment);

    const rows = await db
      .select({ paymentId: invoices.paymentId, number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices);
    const byPayment = new Map(rows.map((row) => [row.paymentId, row]));
    expect(byPayment.get(lateNovember.id)).toMatchObject({ number: 'FV/2026/11/0001', issueDate: '2026-11-30' });
    expect(byPayment.get(november.id)).toMatchObject({ number: 'FV/2026/11/0002', issueDate: '2026-11-12' });
    expect(byPayment.get(firstOfDecember.id)).toMatchObject({ number: 'FV/2026/12/0001', issueDate: '2026-12-01' });
  });

  it('issues once per payment: a repeat, also a concurrent one, returns the same invoice and draws no number', async () => {
    const { db, issue, counter } = setup();
    const user = await buildUser(t.app);
    const payment = await insertPaidPayment(db, { userId: user.id });

    const first = await issue(payment);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => issue(payment)));
    expect(repeats).toEqual(Array.from({ length: 5 }, () => first));

    const racing = await insertPaidPayment(db, { userId: user.id });
    const raced = await Promise.all(Array.from({ length: 5 }, () => issue(racing)));
    expect(new Set(raced.map((invoice) => invoice.id)).size).toBe(1);

    expect(await db.select().from(invoices)).toHaveLength(2);
    expect(await counter('FV', '2026-11')).toBe(2);
  });

  it('freezes the document: seller, buyer, one line at 23% rounded per line, totals and the amount in words', async () => {
    const { db, issue } = setup();
    const user = await buildUser(t.app);
    const payment = await insertPaidPayment(db, {
      userId: user.id,
      ...premiumBoughtByCard,
      paidAt: new Date('2026-11-05T10:00:00Z'),
    });

    const { id } = await issue(payment);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));

    expect(row).toMatchObject({
      series: 'FV',
      period: '2026-11',
      sequence: 1,
      kind: 'VAT',
      paymentId: payment.id,
      userId: user.id,
      correctsId: null,
      issueDate: '2026-11-05',
    });
    expect(row!.document).toEqual({
      number: 'FV/2026/11/0001',
      kind: 'VAT',
      corrects: null,
      correctionReason: null,
      issueDate: '2026-11-05',
      saleDate: '2026-11-05',
      placeOfIssue: 'Warszawa',
      seller: t.app.config.commerce.seller,
      buyer: companyBuyer,
      lines: [
        {
          name: 'Konto Premium – 3 miesiące (90 dni)',
          quantity: 1,
          unitGross: 5999,
          rate: '23',
          net: 4877,
          vat: 1122,
          gross: 5999,
        },
      ],
      byRate: [{ rate: '23', net: 4877, vat: 1122, gross: 5999 }],
      total: { net: 4877, vat: 1122, gross: 5999 },
      amountInWords: 'pięćdziesiąt dziewięć złotych 99/100',
      vatExemptionBasis: null,
      paymentMethod: 'Karta / BLIK / Przelewy24 (Stripe)',
      paymentId: payment.id,
      currency: 'PLN',
      ksef: true,
    });
  });

  it('sells at "zw" with the legal basis when the seller is exempt', async () => {
    const basis = 'art. 113 ust. 1 ustawy o VAT';
    const { db, issue } = setup({ commerce: { vatExemptionBasis: basis } });
    const user = await buildUser(t.app);
    const { id } = await issue(await insertPaidPayment(db, { userId: user.id, provider: 'demo', method: 'stripe' }));
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.document).toMatchObject({
      lines: [{ rate: 'zw', net: 999, vat: 0, gross: 999 }],
      byRate: [{ rate: 'zw', net: 999, vat: 0, gross: 999 }],
      total: { net: 999, vat: 0, gross: 999 },
      vatExemptionBasis: basis,
      paymentMethod: 'Płatność demonstracyjna',
      buyer: privateBuyer,
      ksef: false,
    });
  });

  it('corrects a refunded payment to zero once, in the FK series of the correction month', async () => {
    const { db, uow, service, issue, counter } = setup({ now: new Date('2026-12-02T23:30:00Z') });
    const user = await buildUser(t.app);
    const payment = await insertPaidPayment(db, { userId: user.id, buyer: companyBuyer });
    const unInvoiced = await insertPaidPayment(db, { userId: user.id });
    const original = await issue(payment);
    const correct = (target: typeof payment) =>
      uow.run((tx) => service.invoicing.correctForPayment(tx, target, 'Zwrot płatności'));

    const correction = await correct(payment);
    expect(correction).not.toBeNull();
    expect(await correct(payment)).toEqual(correction);
    expect(await correct(unInvoiced)).toBeNull();

    const [row] = await db.select().from(invoices).where(eq(invoices.id, correction!.id));
    expect(row).toMatchObject({
      number: 'FK/2026/12/0001',
      series: 'FK',
      kind: 'CORRECTION',
      correctsId: original.id,
      issueDate: '2026-12-03',
      userId: user.id,
    });
    expect(row!.document).toMatchObject({
      kind: 'CORRECTION',
      corrects: { id: original.id, number: 'FV/2026/11/0001', issueDate: '2026-11-05' },
      correctionReason: 'Zwrot płatności',
      issueDate: '2026-12-03',
      saleDate: '2026-11-05',
      lines: [{ quantity: -1, unitGross: 999, rate: '23', net: -812, vat: -187, gross: -999 }],
      byRate: [{ rate: '23', net: -812, vat: -187, gross: -999 }],
      total: { net: -812, vat: -187, gross: -999 },
      amountInWords: 'minus dziewięć złotych 99/100',
      buyer: companyBuyer,
      ksef: true,
    });
    expect(await counter('FK', '2026-12')).toBe(1);

    const ids = await service.invoicing.idsForPayments(db, [payment.id, unInvoiced.id]);
    expect(ids.get(payment.id)).toEqual({ invoiceId: original.id, correctionInvoiceId: correction!.id });
    expect(ids.get(unInvoiced.id)).toEqual({ invoiceId: null, correctionInvoiceId: null });
    expect(await service.invoicing.idsForPayments(db, [])).toEqual(new Map());
  });
});
