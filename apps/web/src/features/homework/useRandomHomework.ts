import { useMutation } from '@tanstack/react-query';
import { timings } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { homeworkApi } from './homework-api';
import { type THomeworkFilters, toHomeworkApiQuery } from './homework-filters';
import './homework.pl';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'Losuj zadanie': a random task matching the filters, opened in a new tab after 500 ms. */
export function useRandomHomework(filters: THomeworkFilters) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const result = await homeworkApi.random(toHomeworkApiQuery(filters, { withPaging: false }));
      await wait(timings.randomTaskDelayMs);
      return result;
    },
    onSuccess: ({ slug }) => {
      if (slug) window.open(`/homeworks/${encodeURIComponent(slug)}`, '_blank', 'noopener');
      else showToast({ variant: 'info', message: t('homeworks.randomNone') });
    },
    onError: (error) => {
      console.error('Nie udało się wylosować zadania:', error);
    },
  });
}
