import { defaultCommerceConfig, parseCommerceConfig, type TCommerceConfig, vatRates } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import type { TPaymentRow } from '../payments/purchase-fulfilment';
import { buildCorrectionDocument, buildVatInvoiceDocument } from './invoice-document';
import { companyBuyer, paymentRow, privateBuyer, validateAgainstFa3 } from './invoice-fixtures';
import { buildKsefFa3Xml, fa3Namespace, ksefAmount, ksefNip } from './ksef-fa3';

const payment = (values: Partial<TPaymentRow> = {}) =>
  paymentRow({
    userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    method: 'stripe',
    provider: 'stripe',
    itemKind: 'SUBSCRIPTION',
    productCode: 'PREMIUM_1_MONTH',
    itemName: 'Konto Premium – 1 miesiąc (30 dni)',
    itemQuantity: 30,
    amountGross: 2299,
    buyer: companyBuyer,
    ...values,
  });

const vatInvoice = (values: Partial<TPaymentRow> = {}, commerce: TCommerceConfig = defaultCommerceConfig) =>
  buildVatInvoiceDocument({ payment: payment(values), commerce, number: 'FV/2026/11/0007', issueDate: '2026-11-05' });

const correctionOf = (original: ReturnType<typeof vatInvoice>) =>
  buildCorrectionDocument({
    original: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', ...original },
    number: 'FK/2026/12/0001',
    issueDate: '2026-12-03',
    reason: 'Zwrot płatności – rezygnacja w terminie 14 dni',
  });

const createdAt = '2026-11-05T10:00:01.234Z';

const expectValid = async (xml: string) => {
  const result = await validateAgainstFa3(xml);
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
};

describe('KSeF FA(3) XML', () => {
  it('writes amounts and NIPs as the schema takes them', () => {
    expect(ksefAmount(999)).toBe('9.99');
    expect(ksefAmount(-999)).toBe('-9.99');
    expect(ksefAmount(5)).toBe('0.05');
    expect(ksefAmount(-50)).toBe('-0.50');
    expect(ksefAmount(123456789)).toBe('1234567.89');
    expect(ksefNip('PL5260250274')).toBe('5260250274');
  });

  it('never writes a character XML 1.0 forbids, even from data stored before input refused them', async () => {
    const buyer = {
      ...companyBuyer,
      name: 'Szkoła\u0000 \u000bŻak\u001f',
      address: { ...companyBuyer.address, city: 'War\u0008szawa' },
    };
    const xml = buildKsefFa3Xml(vatInvoice({ buyer }), createdAt);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('<Nazwa>Szkoła Żak</Nazwa>');
    await expectValid(xml);
  });

  it('builds a VAT invoice for a company that the official FA(3) schema accepts', async () => {
    const xml = buildKsefFa3Xml(vatInvoice(), createdAt);
    await expectValid(xml);

    expect(xml).toContain(`<Faktura xmlns="${fa3Namespace}">`);
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(xml).toContain('<WariantFormularza>3</WariantFormularza>');
    expect(xml).toContain('<DataWytworzeniaFa>2026-11-05T10:00:01Z</DataWytworzeniaFa>');
    expect(xml).toContain('<NIP>1234563218</NIP>');
    expect(xml).toContain('<NIP>5260250274</NIP>');
    // The buyer's name is user input: escaped, never markup.
    expect(xml).toContain('<Nazwa>Szkoła &quot;Żak&quot; &amp; Partnerzy &lt;Sp. z o.o.&gt;</Nazwa>');
    expect(xml).toContain('<AdresL1>Świętokrzyska 12/3</AdresL1>');
    expect(xml).toContain('<AdresL2>00-916 Warszawa</AdresL2>');
    expect(xml).toContain('<P_2>FV/2026/11/0007</P_2>');
    // 22,99 zł at 23%: VAT 4,30 (429,9… rounded per line), net 18,69.
    expect(xml).toContain('<P_13_1>18.69</P_13_1>');
    expect(xml).toContain('<P_14_1>4.30</P_14_1>');
    expect(xml).toContain('<P_15>22.99</P_15>');
    expect(xml).toContain('<P_19N>1</P_19N>');
    expect(xml).toContain('<RodzajFaktury>VAT</RodzajFaktury>');
    expect(xml).toContain('<P_9B>22.99</P_9B>');
    expect(xml).toContain('<P_11A>22.99</P_11A>');
    expect(xml).toContain('<P_12>23</P_12>');
    expect(xml).toContain('<Zaplacono>1</Zaplacono>');
    expect(xml).toContain('<DataZaplaty>2026-11-05</DataZaplaty>');
    expect(xml).toContain('<OpisPlatnosci>Karta / BLIK / Przelewy24 (Stripe)</OpisPlatnosci>');
  });

  it('builds the correction (KOR) of that invoice, also accepted by the schema', async () => {
    const xml = buildKsefFa3Xml(correctionOf(vatInvoice()), '2026-12-03T08:00:00.000Z');
    await expectValid(xml);

    expect(xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect(xml).toContain('<PrzyczynaKorekty>Zwrot płatności – rezygnacja w terminie 14 dni</PrzyczynaKorekty>');
    expect(xml).toContain('<DataWystFaKorygowanej>2026-11-05</DataWystFaKorygowanej>');
    expect(xml).toContain('<NrFaKorygowanej>FV/2026/11/0007</NrFaKorygowanej>');
    expect(xml).toContain('<NrKSeFN>1</NrKSeFN>');
    expect(xml).toContain('<P_13_1>-18.69</P_13_1>');
    expect(xml).toContain('<P_14_1>-4.30</P_14_1>');
    expect(xml).toContain('<P_15>-22.99</P_15>');
    expect(xml).toContain('<P_8B>-1</P_8B>');
    expect(xml).toContain('<P_11A>-22.99</P_11A>');
    expect(xml).not.toContain('<Platnosc>');
  });

  it('marks a bank transfer and an exempt sale (zw with its legal basis) as the schema codes them', async () => {
    const exempt = parseCommerceConfig({ vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT' });
    const document = vatInvoice({ provider: 'manual', method: 'manual' }, exempt);
    const xml = buildKsefFa3Xml(document, createdAt);
    await expectValid(xml);
    await expectValid(buildKsefFa3Xml(correctionOf(document), createdAt));

    expect(xml).toContain('<P_13_7>22.99</P_13_7>');
    expect(xml).not.toContain('<P_14_1>');
    expect(xml).toContain('<P_19>1</P_19>');
    expect(xml).toContain('<P_19A>art. 113 ust. 1 ustawy o VAT</P_19A>');
    expect(xml).toContain('<P_12>zw</P_12>');
    expect(xml).toContain('<FormaPlatnosci>6</FormaPlatnosci>');
  });

  it('codes every configurable VAT rate so that the schema accepts it', async () => {
    for (const vatRate of vatRates.filter((rate) => rate !== 'zw')) {
      const document = vatInvoice({}, parseCommerceConfig({ vatRate }));
      await expectValid(buildKsefFa3Xml(document, createdAt));
      await expectValid(buildKsefFa3Xml(correctionOf(document), createdAt));
    }
  });

  it('is checked by a live validator: a broken invoice fails', async () => {
    const xml = buildKsefFa3Xml(vatInvoice(), createdAt);
    const withoutBuyerFlags = xml.replace(/\s*<JST>2<\/JST>/, '');
    const badAmount = xml.replace('<P_15>22.99</P_15>', '<P_15>22,99</P_15>');

    for (const broken of [withoutBuyerFlags, badAmount]) {
      expect(broken).not.toBe(xml);
      const result = await validateAgainstFa3(broken);
      expect(result.valid).toBe(false);
      expect(result.errors.length).toBeGreaterThan(0);
    }
  });

  it('is made only for a company buyer', () => {
    expect(() => buildKsefFa3Xml(vatInvoice({ buyer: privateBuyer }), createdAt)).toThrow();
  });
});
