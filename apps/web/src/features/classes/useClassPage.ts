import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClass } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { classesApi, classKeys } from './classes-api';
import './classes.pl';

/** The viewer's classes: a teacher's own, a pupil's memberships. */
export const useClassList = () =>
  useQuery({ queryKey: classKeys.list, queryFn: ({ signal }) => classesApi.list(signal) });

/** One class, with its roster for its teachers. */
export const useClass = (id: string) =>
  useQuery({
    queryKey: classKeys.class(id),
    queryFn: ({ signal }) => classesApi.get(id, signal),
    retry: retryUnlessRefused,
  });

/**
 * A change of one class: the class the server answers replaces the cached one, the lists are read again, and a
 * toast says what happened (or the server's refusal).
 */
export function useClassChange<TVariables>(
  id: string,
  change: (variables: TVariables) => Promise<unknown>,
  successMessage: (variables: TVariables) => string,
  /** Where the server's refusal goes instead of a toast (a form's field). */
  onRefused?: (message: string) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result, variables) => {
      if (isClass(result)) queryClient.setQueryData(classKeys.class(id), result);
      else await queryClient.invalidateQueries({ queryKey: classKeys.class(id) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
      showToast({ variant: 'success', message: successMessage(variables) });
    },
    onError: (failure) => {
      const message = errorText(failure, t('toasts.serverError'));
      if (onRefused) onRefused(message);
      else showToast({ variant: 'error', message });
    },
  });
}

/** A class (with its roster fields) as some changes answer, as opposed to a plain message. */
const isClass = (result: unknown): result is TClass =>
  typeof result === 'object' && result !== null && 'pupils' in result && 'policies' in result;
