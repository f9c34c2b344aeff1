import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  homeworkRequestLimits,
  homeworkRequestMessages,
  type THomeworkRequest,
  type THomeworkRequestOffer,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import { localInputToIso, plnToGrosze } from './request-format';
import './homework-requests.pl';

const m = homeworkRequestMessages;

/** The offers of a request: accepting, withdrawing and paying one, and whether the viewer may still offer. */
export function useRequestOffers(request: THomeworkRequest) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: homeworkRequestKeys.offers(request.id),
    queryFn: ({ signal }) => homeworkRequestsApi.offers(request.id, signal),
  });
  const [paying, setPaying] = useState<THomeworkRequestOffer | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
  const act = useMutation({
    mutationFn: ({ offer, action }: { offer: THomeworkRequestOffer; action: 'accept' | 'withdraw' }) =>
      action === 'accept' ? homeworkRequestsApi.accept(offer.id) : homeworkRequestsApi.withdraw(offer.id),
    onSuccess: (result, { action }) => {
      showToast({ variant: 'success', message: result.message });
      refresh();
      if (action === 'accept') setPaying(result.offer);
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('homeworkRequests.loadError')) }),
  });
  const isOwner = viewer?.id === request.owner.id;
  const results = offers.data?.results ?? [];
  const liveOwn = results.some(
    (offer) => offer.teacher.id === viewer?.id && ['pending', 'accepted', 'paid'].includes(offer.status),
  );
  return {
    offers,
    results,
    hidden: !isOwner && !results.length && !request.policies.offer,
    showEmpty: offers.isSuccess && !results.length && isOwner,
    showForm: request.policies.offer && offers.isSuccess && !liveOwn,
    acting: act.isPending,
    accept: (offer: THomeworkRequestOffer) => act.mutate({ offer, action: 'accept' }),
    withdraw: (offer: THomeworkRequestOffer) => act.mutate({ offer, action: 'withdraw' }),
    paying,
    pay: setPaying,
    closePayment: () => setPaying(null),
  };
}

/** A teacher's offer for a request: price, deadline (not after the request's) and message. */
export function useOfferForm(request: THomeworkRequest) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState<number | string>('');
  const [deadline, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { priceGross: number; deadline: string; message: string }) =>
      homeworkRequestsApi.createOffer(request.id, body),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
    },
    onError: (failure) => setError(errorText(failure, t('homeworkRequests.loadError'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const iso = localInputToIso(deadline);
    if (typeof price !== 'number' || plnToGrosze(price) < homeworkRequestLimits.minPriceGross) {
      setError(m.price);
      return;
    }
    if (!iso) {
      setError(m.date);
      return;
    }
    if (new Date(iso) > new Date(request.deadline)) {
      setError(m.offerDeadlineAfter);
      return;
    }
    send.mutate({ priceGross: plnToGrosze(price), deadline: iso, message: message.trim() });
  };
  return {
    price,
    setPrice,
    deadline,
    setDeadline,
    message,
    setMessage,
    error,
    submit,
    sending: send.isPending,
  };
}
