import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classLimits, type TClassSummary, ZClassJoin } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { whenValid } from '../../lib/forms/when-valid';
import { showToast } from '../../lib/toasts';
import { classesApi, classKeys } from './classes-api';
import './classes.pl';

/** The code field's limits: what a person may type, spaces and dashes included. */
export const codeInputProps = {
  maxLength: classLimits.codeInputMaxLength,
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;

/**
 * A pupil joins a class by its code, typed any way (lowercase, spaces, dashes: the shared schema reduces it). The
 * toast says whether they are in or wait for the teacher; the server's refusal (unknown code, a full class) is
 * `error`, for the field.
 */
export function useJoinClass(onJoined: (joined: TClassSummary) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: classesApi.join,
    onMutate: () => setError(null),
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: classKeys.list });
      const pending = joined.membership?.status === 'PENDING';
      showToast({
        variant: 'success',
        message: t(pending ? 'classes.join.pending' : 'classes.join.joined', { name: joined.name }),
      });
      onJoined(joined);
    },
    onError: (failure) => setError(errorText(failure, t('toasts.serverError'))),
  });
  return {
    error,
    joining: join.isPending,
    submit: (code: string) => whenValid(ZClassJoin, { code }, setError, (data) => join.mutate(data.code)),
  };
}
