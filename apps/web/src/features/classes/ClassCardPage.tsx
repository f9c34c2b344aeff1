// biome-ignore-all assist/source/organizeImports: the CSS side-effect import goes first
import './class-card.css';
import { formatClassCode, subjectLabels, type TClass } from '@zadania/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { PrintSheet, usePrintReady } from '../print';
import { classJoinUrl } from './join-url';
import { useClass } from './useClassPage';
import './classes.pl';

/** The slips to cut out after the large card (two columns, three rows fill the rest of an A4 page). */
const slips = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The QR code of `text` as an SVG data address. The `qrcode` library is imported here, on demand, so it weighs only
 * on this page; null while it is made, or if it could not be.
 */
function useQrCode(text: string | null) {
  const [qr, setQr] = useState<{ text: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      .catch(() => null)
      .then((src) => {
        if (!cancelled) setQr({ text, src });
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return { done: qr?.text === text, src: qr?.text === text ? qr.src : null };
}

/** /classes/{id}/card: a light A4 sheet with the class's name, code, join link and its QR code, to print. */
export function ClassCardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useClass(id);
  const schoolClass = query.data?.code ? query.data : null;
  const link = schoolClass ? classJoinUrl(schoolClass) : null;
  const qr = useQrCode(link);
  const ready = usePrintReady(!!schoolClass && qr.done);

  return (
    <PrintSheet backTo={`/classes/${id}`} ready={ready}>
      {query.isPending && <p>{t('app.loading')}</p>}
      {query.isError && <h1 data-print-failed>{errorText(query.error, t('classes.classLoadError'))}</h1>}
      {schoolClass && link && (
        <>
          <h1>{t('classes.card.heading', { name: schoolClass.name })}</h1>
          <p className="print-meta">
            {subjectLabels[schoolClass.subject]} · {schoolClass.schoolYear}
          </p>
          <ClassCard schoolClass={schoolClass} link={link} qr={qr.src} />
          <div className="class-slips" aria-hidden>
            {slips.map((slip) => (
              <div className="class-slip" key={slip}>
                {qr.src && <img className="class-card-qr" src={qr.src} alt="" />}
                <div className="class-card-text">
                  <p>{t('classes.card.heading', { name: schoolClass.name })}</p>
                  <p className="class-card-code">{formatClassCode(schoolClass.code ?? '')}</p>
                  <p className="class-card-link">{link}</p>
                </div>
              </div>
            ))}
          </div>
        </>
      )}
    </PrintSheet>
  );
}

function ClassCard({ schoolClass, link, qr }: { schoolClass: TClass; link: string; qr: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="class-card" aria-label={t('classes.card.heading', { name: schoolClass.name })}>
      <div className="class-card-text">
        <p>{t('classes.card.codeLabel')}</p>
        <p className="class-card-code">{formatClassCode(schoolClass.code ?? '')}</p>
        <p>{t('classes.card.linkLabel')}</p>
        <p className="class-card-link">{link}</p>
        <p>{t('classes.card.howTo')}</p>
      </div>
      {qr && <img className="class-card-qr" src={qr} alt={t('classes.card.qr')} />}
    </section>
  );
}
