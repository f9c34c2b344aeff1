import { formatPln, type TInvoice, vatRateLabels } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates';
import { useKeyboardScrollable } from '../../lib/hooks/useKeyboardScrollable';
import { formatAddressLines, formatQuantity } from './commerce-format';
import './commerce.pl';

type TParty = { name: string; address: TInvoice['seller']['address'] | null; nip?: string };

function Party({ heading, party }: { heading: string; party: TParty }) {
  const { t } = useTranslation();
  const lines = party.address ? formatAddressLines(party.address) : [];
  return (
    <section className="invoice-party" aria-label={heading}>
      <h2>{heading}</h2>
      <p className="invoice-party-name">{party.name}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {party.nip && <p>{t('commerce.invoice.nip', { nip: party.nip })}</p>}
    </section>
  );
}

/** An invoice as Polish law reads it: parties with NIP, lines, VAT by rate, totals and the amount in words. */
export function InvoiceDocument({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  // The tables scroll sideways on a phone: the keyboard scrolls them too.
  const linesTable = useKeyboardScrollable<HTMLDivElement>();
  const summary = useKeyboardScrollable<HTMLDivElement>();
  const correction = invoice.kind === 'CORRECTION';
  const buyer: TParty =
    invoice.buyer.type === 'company'
      ? { name: invoice.buyer.name, address: invoice.buyer.address, nip: invoice.buyer.nip }
      : { name: invoice.buyer.name, address: invoice.buyer.address };

  return (
    <div className="invoice-document">
      <header className="invoice-header">
        <div>
          <h1>
            {correction ? t('commerce.invoice.correctionInvoice') : t('commerce.invoice.vatInvoice')}{' '}
            <span className="invoice-number">{t('commerce.invoice.number', { number: invoice.number })}</span>
          </h1>
          {invoice.corrects && (
            <p>
              {t('commerce.invoice.corrects', {
                number: invoice.corrects.number,
                date: formatDate(invoice.corrects.issueDate),
              })}
            </p>
          )}
          {invoice.correctionReason && (
            <p>{t('commerce.invoice.correctionReason', { reason: invoice.correctionReason })}</p>
          )}
        </div>
        <dl className="invoice-dates">
          <dt>{t('commerce.invoice.placeOfIssue')}</dt>
          <dd>{invoice.placeOfIssue}</dd>
          <dt>{t('commerce.invoice.issueDate')}</dt>
          <dd>{formatDate(invoice.issueDate)}</dd>
          <dt>{t('commerce.invoice.saleDate')}</dt>
          <dd>{formatDate(invoice.saleDate)}</dd>
        </dl>
      </header>

      <div className="invoice-parties">
        <Party heading={t('commerce.invoice.seller')} party={invoice.seller} />
        <Party heading={t('commerce.invoice.buyer')} party={buyer} />
      </div>

      <div className="invoice-table-wrap" ref={linesTable}>
        <table className="invoice-table">
          <thead>
            <tr>
              <th scope="col">{t('commerce.invoice.lp')}</th>
              <th scope="col">{t('commerce.invoice.name')}</th>
              <th scope="col">{t('commerce.invoice.quantity')}</th>
              <th scope="col">{t('commerce.invoice.unitGross')}</th>
              <th scope="col">{t('commerce.invoice.net')}</th>
              <th scope="col">{t('commerce.invoice.rate')}</th>
              <th scope="col">{t('commerce.invoice.vat')}</th>
              <th scope="col">{t('commerce.invoice.gross')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id: the line number is their identity on an invoice
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="invoice-line-name">{line.name}</td>
                <td className="num">{formatQuantity(line.quantity)}</td>
                <td className="num">{formatPln(line.unitGross)}</td>
                <td className="num">{formatPln(line.net)}</td>
                <td className="num">{vatRateLabels[line.rate]}</td>
                <td className="num">{formatPln(line.vat)}</td>
                <td className="num">{formatPln(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="invoice-table-wrap invoice-summary" ref={summary}>
        <table className="invoice-table">
          <caption>{t('commerce.invoice.byRate')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('commerce.invoice.rate')}</th>
              <th scope="col">{t('commerce.invoice.net')}</th>
              <th scope="col">{t('commerce.invoice.vat')}</th>
              <th scope="col">{t('commerce.invoice.gross')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.byRate.map((row) => (
              <tr key={row.rate}>
                <td>{vatRateLabels[row.rate]}</td>
                <td className="num">{formatPln(row.net)}</td>
                <td className="num">{formatPln(row.vat)}</td>
                <td className="num">{formatPln(row.gross)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('commerce.invoice.total')}</th>
              <td className="num">{formatPln(invoice.total.net)}</td>
              <td className="num">{formatPln(invoice.total.vat)}</td>
              <td className="num">{formatPln(invoice.total.gross)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="invoice-totals">
        <p className="invoice-to-pay">
          {t('commerce.invoice.toPay')}: <strong data-testid="invoice-gross">{formatPln(invoice.total.gross)}</strong>
        </p>
        <p>{t('commerce.invoice.inWords', { words: invoice.amountInWords })}</p>
        <p>{t('commerce.invoice.paymentMethod', { method: invoice.paymentMethod })}</p>
        {invoice.vatExemptionBasis && <p>{t('commerce.invoice.exemption', { basis: invoice.vatExemptionBasis })}</p>}
      </div>
    </div>
  );
}
