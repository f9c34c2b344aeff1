import { defaultCommerceConfig } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { buildCorrectionDocument, buildVatInvoiceDocument } from './invoice-document';
import { companyBuyer, paymentRow } from './invoice-fixtures';
import { addressLines, formatInvoiceDate, renderInvoiceHtml } from './invoice-html';

const payment = paymentRow({
  itemName: 'Pakiet <b>10</b> tokenów',
  buyer: { type: 'private', name: '<script>alert("x")</script> Jan', address: null },
  transferTitle: 'ZAD-7K3M-Q9TX',
});

describe('invoice HTML', () => {
  it('escapes every user-provided value and loads nothing', () => {
    const html = renderInvoiceHtml(
      buildVatInvoiceDocument({
        payment,
        commerce: defaultCommerceConfig,
        number: 'FV/2026/11/0001',
        issueDate: '2026-11-05',
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Jan');
    expect(html).toContain('Pakiet &lt;b&gt;10&lt;/b&gt; tokenów');
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('<h1>Faktura VAT</h1>');
    expect(html).toContain('Sposób płatności: Przelew bankowy');
  });

  it('prints a correction with the invoice it corrects and why', () => {
    const original = buildVatInvoiceDocument({
      payment: { ...payment, buyer: companyBuyer },
      commerce: defaultCommerceConfig,
      number: 'FV/2026/11/0001',
      issueDate: '2026-11-05',
    });
    const html = renderInvoiceHtml(
      buildCorrectionDocument({
        original: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', ...original },
        number: 'FK/2026/12/0001',
        issueDate: '2026-12-03',
        reason: 'Zwrot <płatności>',
      }),
    );
    expect(html).toContain('<h1>Faktura korygująca</h1>');
    expect(html).toContain('Dotyczy faktury nr <strong>FV/2026/11/0001</strong> z dnia 05.11.2026');
    expect(html).toContain('Przyczyna korekty: Zwrot &lt;płatności&gt;');
    expect(html).toContain('NIP: PL5260250274');
    expect(html).toContain('Szkoła &quot;Żak&quot; &amp; Partnerzy &lt;Sp. z o.o.&gt;');
  });

  it('writes dates and addresses the Polish way', () => {
    expect(formatInvoiceDate('2026-11-05')).toBe('05.11.2026');
    expect(addressLines(companyBuyer.address)).toEqual(['Świętokrzyska 12/3', '00-916 Warszawa']);
  });
});
