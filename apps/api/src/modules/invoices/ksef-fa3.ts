import type { TVatRate } from '@zadania/shared';
import type { TInvoiceDocument } from './invoice-document';
import { paymentMethodLabels } from './invoice-document';
import { addressLines } from './invoice-html';

/** The namespace of the structured invoice FA(3), version 1-0E (http://crd.gov.pl/wzor/2025/06/25/13775/schemat.xsd). */
export const fa3Namespace = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** What the XML names as the system that produced it (Naglowek/SystemInfo). */
export const ksefSystemInfo = 'Platforma Zadania';

type TNode = { name: string; attributes?: Record<string, string>; children: TNode[] | string };

const node = (name: string, children: TNode[] | string, attributes?: Record<string, string>): TNode => ({
  name,
  children,
  attributes,
});

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Characters XML 1.0 forbids (input refuses them; data stored before that is written without them). */
const notXmlCharacters = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffe\uffff]/gu;
const escapeXml = (value: string) =>
  value.replace(notXmlCharacters, '').replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

function serialize(tree: TNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(tree.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof tree.children === 'string') {
    return `${indent}<${tree.name}${attributes}>${escapeXml(tree.children)}</${tree.name}>`;
  }
  const inner = tree.children.map((child) => serialize(child, depth + 1)).join('\n');
  return `${indent}<${tree.name}${attributes}>\n${inner}\n${indent}</${tree.name}>`;
}

/** Grosze as the schema's decimal złoty ('TKwotowy'): 999 → '9.99', −999 → '-9.99'. Exact: no floating point. */
export function ksefAmount(grosze: number): string {
  const absolute = Math.abs(grosze);
  return `${grosze < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A tax id as KSeF takes it: the ten digits, without the 'PL' prefix. */
export const ksefNip = (nip: string) => nip.replace(/^PL/i, '').replace(/\D/g, '');

/** Free text for a 'TZnakowy' field: one line, whitespace collapsed, at most `max` characters. */
const line = (value: string, max = 256) => value.replace(/\s+/g, ' ').trim().slice(0, max);

/** Our VAT rates as FA(3) codes them in FaWiersz/P_12 (0% of a domestic sale is '0 KR'; not subject to VAT here 'np I'). */
const rateCodes: Readonly<Record<TVatRate, string>> = {
  '23': '23',
  '8': '8',
  '5': '5',
  '0': '0 KR',
  zw: 'zw',
  np: 'np I',
};

/** The Fa fields summing each rate: net (and VAT where the rate has one). */
const rateSumFields: Readonly<Record<TVatRate, { net: string; vat?: string }>> = {
  '23': { net: 'P_13_1', vat: 'P_14_1' },
  '8': { net: 'P_13_2', vat: 'P_14_2' },
  '5': { net: 'P_13_3', vat: 'P_14_3' },
  '0': { net: 'P_13_6_1' },
  zw: { net: 'P_13_7' },
  np: { net: 'P_13_8' },
};

const address = (value: Parameters<typeof addressLines>[0]) => {
  const [first, second] = addressLines(value);
  return node('Adres', [node('KodKraju', 'PL'), node('AdresL1', line(first, 512)), node('AdresL2', line(second, 512))]);
};

/**
 * The structured e-invoice of the national system KSeF, schema FA(3), of an invoice made out to a company: the
 * seller and the buyer by NIP, the sums per rate, the mandatory annotations (no cash accounting, no
 * self-billing, no reverse charge, no split payment: each under the 15 000 zł threshold of annex 15 and for
 * services outside it; exemption only when configured, no new means of transport, no simplified triangular
 * procedure, no margin scheme), rows priced gross (P_9B and P_11A, art. 106e ust. 7 and 8 of the VAT act), and
 * the payment. A correction is a KOR invoice: its reason, effect on the date of the correction (TypKorekty 2),
 * the corrected invoice (issued outside KSeF: sending is not configured here), and negative difference rows.
 * `createdAt` is when the invoice was issued (Naglowek/DataWytworzeniaFa).
 */
export function buildKsefFa3Xml(document: TInvoiceDocument, createdAt: string): string {
  const { buyer, seller } = document;
  if (buyer.type !== 'company') throw new Error('A KSeF invoice is made out to a company');
  const correction = document.kind === 'CORRECTION';

  const sums = document.byRate.flatMap((row) => {
    const fields = rateSumFields[row.rate];
    return [node(fields.net, ksefAmount(row.net)), ...(fields.vat ? [node(fields.vat, ksefAmount(row.vat))] : [])];
  });

  const exemption = document.vatExemptionBasis
    ? [node('P_19', '1'), node('P_19A', line(document.vatExemptionBasis))]
    : [node('P_19N', '1')];
  const annotations = node('Adnotacje', [
    node('P_16', '2'),
    node('P_17', '2'),
    node('P_18', '2'),
    node('P_18A', '2'),
    node('Zwolnienie', exemption),
    node('NoweSrodkiTransportu', [node('P_22N', '1')]),
    node('P_23', '2'),
    node('PMarzy', [node('P_PMarzyN', '1')]),
  ]);

  const corrected =
    correction && document.corrects
      ? [
          node('PrzyczynaKorekty', line(document.correctionReason || 'Zwrot należności')),
          node('TypKorekty', '2'),
          node('DaneFaKorygowanej', [
            node('DataWystFaKorygowanej', document.corrects.issueDate),
            node('NrFaKorygowanej', document.corrects.number),
            node('NrKSeFN', '1'),
          ]),
        ]
      : [];

  const rows = document.lines.map((row, index) =>
    node('FaWiersz', [
      node('NrWierszaFa', String(index + 1)),
      node('P_7', line(row.name, 512)),
      node('P_8A', 'szt.'),
      node('P_8B', String(row.quantity)),
      node('P_9B', ksefAmount(row.unitGross)),
      node('P_11A', ksefAmount(row.gross)),
      node('P_12', rateCodes[row.rate]),
    ]),
  );

  const paymentForm =
    document.paymentMethod === paymentMethodLabels.manual
      ? [node('FormaPlatnosci', '6')]
      : [node('PlatnoscInna', '1'), node('OpisPlatnosci', line(document.paymentMethod))];
  const payment = correction
    ? []
    : [node('Platnosc', [node('Zaplacono', '1'), node('DataZaplaty', document.issueDate), ...paymentForm])];

  const invoice = node(
    'Faktura',
    [
      node('Naglowek', [
        node('KodFormularza', 'FA', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' }),
        node('WariantFormularza', '3'),
        node('DataWytworzeniaFa', new Date(createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z')),
        node('SystemInfo', ksefSystemInfo),
      ]),
      node('Podmiot1', [
        node('DaneIdentyfikacyjne', [node('NIP', ksefNip(seller.nip)), node('Nazwa', line(seller.name, 512))]),
        address(seller.address),
      ]),
      node('Podmiot2', [
        node('DaneIdentyfikacyjne', [node('NIP', ksefNip(buyer.nip)), node('Nazwa', line(buyer.name, 512))]),
        address(buyer.address),
        node('JST', '2'),
        node('GV', '2'),
      ]),
      node('Fa', [
        node('KodWaluty', document.currency),
        node('P_1', document.issueDate),
        node('P_1M', line(document.placeOfIssue)),
        node('P_2', document.number),
        node('P_6', document.saleDate),
        ...sums,
        node('P_15', ksefAmount(document.total.gross)),
        annotations,
        node('RodzajFaktury', correction ? 'KOR' : 'VAT'),
        ...corrected,
        ...rows,
        ...payment,
      ]),
    ],
    { xmlns: fa3Namespace },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(invoice)}\n`;
}
