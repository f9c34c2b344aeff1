import type { THomeworkRequestOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ItemCheckoutForm } from '../commerce';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import './homework-requests.pl';

/** Pays the accepted offer online or by transfer. */
export function RequestCheckout({ offer }: { offer: THomeworkRequestOffer }) {
  const { t } = useTranslation();
  return (
    <ItemCheckoutForm
      amountGross={offer.priceGross}
      formLabel={t('homeworkRequests.offers.payTitle')}
      pay={(body) => homeworkRequestsApi.checkout(offer.id, body)}
      invalidate={homeworkRequestKeys.all}
    />
  );
}
