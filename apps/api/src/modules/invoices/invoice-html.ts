import { formatPln, type TInvoiceBuyer, type TSellerDetails, vatRateLabels } from '@zadania/shared';
import { escapeHtml } from '../../lib/html';
import type { TInvoiceDocument } from './invoice-document';

type TAddress = TSellerDetails['address'];

/** 'ul. Długa 5/2' and '00-001 Warszawa': the two lines of a Polish address. */
export function addressLines(address: TAddress): [string, string] {
  const apartment = address.apartmentNumber ? `/${address.apartmentNumber}` : '';
  return [`${address.street} ${address.buildingNumber}${apartment}`, `${address.postalCode} ${address.city}`];
}

/** '2026-11-05' → '05.11.2026', as Polish invoices print a date. */
export const formatInvoiceDate = (date: string) => date.split('-').reverse().join('.');

const text = (value: string) => escapeHtml(value);
const amount = (grosze: number) => text(formatPln(grosze));

function party(title: string, details: { name: string; address: TAddress | null; nip?: string }) {
  const lines = details.address ? addressLines(details.address) : [];
  return `<section class="party">
  <h2>${text(title)}</h2>
  <p class="party-name">${text(details.name || '—')}</p>
  ${lines.map((line) => `<p>${text(line)}</p>`).join('\n  ')}
  ${details.nip ? `<p>NIP: ${text(details.nip)}</p>` : ''}
</section>`;
}

const sellerParty = (seller: TSellerDetails) =>
  party('Sprzedawca', { name: seller.name, address: seller.address, nip: seller.nip });

const buyerParty = (buyer: TInvoiceBuyer) =>
  party('Nabywca', {
    name: buyer.name,
    address: buyer.address,
    nip: buyer.type === 'company' ? buyer.nip : undefined,
  });

const styles = `
  @page { size: A4; margin: 16mm 14mm; }
  * { box-sizing: border-box; }
  html { color-scheme: light; }
  body { margin: 0; background: #fff; color: #111; font: 10.5pt/1.45 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; }
  h1 { font-size: 20pt; margin: 0 0 2mm; }
  h2 { font-size: 10pt; margin: 0 0 1.5mm; color: #555; }
  p { margin: 0 0 1mm; }
  .head { display: flex; justify-content: space-between; gap: 8mm; border-bottom: 2px solid #111; padding-bottom: 4mm; }
  .number { font-size: 12pt; }
  .dates { border-collapse: collapse; }
  .dates th { text-align: left; font-weight: normal; color: #555; padding: 0 4mm 1mm 0; }
  .dates td { text-align: right; padding: 0 0 1mm; font-weight: bold; }
  .correction { margin-top: 4mm; padding: 3mm 4mm; border: 1px solid #999; background: #f4f4f4; }
  .parties { display: flex; gap: 10mm; margin: 6mm 0; }
  .party { flex: 1; }
  .party-name { font-weight: bold; }
  table.grid { width: 100%; border-collapse: collapse; margin-top: 4mm; }
  .grid th, .grid td { border: 1px solid #bbb; padding: 1.5mm 2mm; vertical-align: top; }
  .grid th { background: #eee; font-size: 9pt; text-align: center; }
  .grid { font-size: 9.5pt; }
  .lines .name { width: 42%; }
  .grid td.num { text-align: right; white-space: nowrap; }
  .grid tr.total td { font-weight: bold; background: #f6f6f6; }
  .summary { width: 60%; margin-left: auto; }
  .due { margin-top: 6mm; font-size: 12pt; }
  .due strong { font-size: 14pt; }
  .notes { margin-top: 4mm; }
  footer { margin-top: 12mm; color: #666; font-size: 8.5pt; border-top: 1px solid #ccc; padding-top: 2mm; }
`;

/**
 * The invoice as a printable, light HTML page (A4), Polish labels: what the PDF is printed from. Every value is
 * escaped (buyer names and addresses are user input); the page loads nothing and runs no script.
 */
export function renderInvoiceHtml(document: TInvoiceDocument): string {
  const correction = document.kind === 'CORRECTION';
  const title = correction ? 'Faktura korygująca' : 'Faktura VAT';
  const lines = document.lines
    .map(
      (line, index) => `<tr>
      <td class="num">${index + 1}</td>
      <td>${text(line.name)}</td>
      <td class="num">${line.quantity}</td>
      <td class="num">${amount(line.unitGross)}</td>
      <td class="num">${text(vatRateLabels[line.rate])}</td>
      <td class="num">${amount(line.net)}</td>
      <td class="num">${amount(line.vat)}</td>
      <td class="num">${amount(line.gross)}</td>
    </tr>`,
    )
    .join('\n');
  const byRate = document.byRate
    .map(
      (row) => `<tr>
      <td>${text(vatRateLabels[row.rate])}</td>
      <td class="num">${amount(row.net)}</td>
      <td class="num">${amount(row.vat)}</td>
      <td class="num">${amount(row.gross)}</td>
    </tr>`,
    )
    .join('\n');
  const settled = correction
    ? `Zwrócono: <strong>${amount(Math.abs(document.total.gross))}</strong>`
    : `Zapłacono: <strong>${amount(document.total.gross)}</strong>`;

  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${text(`${title} ${document.number}`)}</title>
<style>${styles}</style>
</head>
<body>
<div class="head">
  <div>
    <h1>${title}</h1>
    <p class="number">Numer: <strong>${text(document.number)}</strong></p>
  </div>
  <table class="dates">
    <tr><th>Data wystawienia</th><td>${text(formatInvoiceDate(document.issueDate))}</td></tr>
    <tr><th>Data sprzedaży</th><td>${text(formatInvoiceDate(document.saleDate))}</td></tr>
    <tr><th>Miejsce wystawienia</th><td>${text(document.placeOfIssue)}</td></tr>
  </table>
</div>
${
  document.corrects
    ? `<div class="correction">
  <p>Dotyczy faktury nr <strong>${text(document.corrects.number)}</strong> z dnia ${text(formatInvoiceDate(document.corrects.issueDate))}</p>
  <p>Przyczyna korekty: ${text(document.correctionReason ?? '')}</p>
</div>`
    : ''
}
<div class="parties">
${sellerParty(document.seller)}
${buyerParty(document.buyer)}
</div>
<table class="grid lines">
  <thead><tr>
    <th>Lp.</th><th class="name">Nazwa</th><th>Ilość</th><th>Cena brutto</th><th>Stawka VAT</th><th>Netto</th><th>VAT</th><th>Brutto</th>
  </tr></thead>
  <tbody>
${lines}
  </tbody>
</table>
<table class="grid summary">
  <thead><tr><th>Stawka VAT</th><th>Netto</th><th>VAT</th><th>Brutto</th></tr></thead>
  <tbody>
${byRate}
    <tr class="total">
      <td>Razem</td>
      <td class="num">${amount(document.total.net)}</td>
      <td class="num">${amount(document.total.vat)}</td>
      <td class="num">${amount(document.total.gross)}</td>
    </tr>
  </tbody>
</table>
<p class="due">${correction ? 'Kwota korekty' : 'Razem do zapłaty'}: <strong>${amount(document.total.gross)}</strong></p>
<div class="notes">
  <p>Słownie: ${text(document.amountInWords)}</p>
  <p>Sposób płatności: ${text(document.paymentMethod)}</p>
  <p>${settled}</p>
  ${document.vatExemptionBasis ? `<p>Zwolnienie z VAT, podstawa prawna: ${text(document.vatExemptionBasis)}</p>` : ''}
</div>
<footer>${text(title)} ${text(document.number)} · wystawiona elektronicznie, nie wymaga podpisu.</footer>
</body>
</html>
`;
}
