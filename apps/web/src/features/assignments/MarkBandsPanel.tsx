import { Button, Checkbox, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentEndpoints, type TClass, type TMarkBands, ZMarkBands } from '@zadania/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { TitledCard } from '../../components/TitledSection';
import { errorText } from '../../lib/api/api-error';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { whenValid } from '../../lib/forms/when-valid';
import { showToast } from '../../lib/toasts';
import { assignmentsPl } from './assignments.pl';
import { assignmentKeys } from './assignments-api';

const bandsKey = (classId: string) => ['classes', 'class', classId, 'mark-bands'] as const;
const marks = [2, 3, 4, 5, 6] as const;

/**
 * The class's mark bands: from which percentage each mark 2–6 starts (below the first: 1) and whether marks carry
 * + and -. Proposed marks in the results follow them; read-only for an archived class.
 */
export function MarkBandsPanel({ schoolClass }: { schoolClass: TClass }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bands = useQuery({
    queryKey: bandsKey(schoolClass.id),
    queryFn: ({ signal }) =>
      callEndpoint(assignmentEndpoints.classMarkBands, { params: { id: schoolClass.id }, signal, errorToast: false }),
  });
  const [values, setValues] = useState<TMarkBands | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (bands.data) setValues(bands.data);
  }, [bands.data]);
  const save = useMutation({
    mutationFn: (body: TMarkBands) =>
      callEndpoint(assignmentEndpoints.updateClassMarkBands, {
        params: { id: schoolClass.id },
        body,
        errorToast: false,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(bandsKey(schoolClass.id), saved);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
      showToast({ variant: 'success', message: t('assignments.bands.saved') });
    },
    onError: (failure) => setError(errorText(failure, t('assignments.bands.saveError'))),
  });
  const readOnly = !!schoolClass.archivedAt || !schoolClass.policies.update;
  const submit = () => whenValid(ZMarkBands, values, setError, (data) => save.mutate(data));
  return (
    <TitledCard id="class-mark-bands" title={t('assignments.bands.title')} titleSize="h3">
      {bands.isPending ? (
        <Skeleton height={80} radius="sm" role="status" aria-label={t('app.loading')} />
      ) : bands.isError || !values ? (
        <RetryAlert
          message={t('assignments.bands.loadError')}
          retryLabel={t('assignments.retry')}
          onRetry={() => void bands.refetch()}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('assignments.bands.intro')}
              </Text>
              <ErrorAlert message={error} />
              <Group gap="sm" wrap="wrap" align="flex-end">
                {marks.map((mark, index) => (
                  <NumberInput
                    key={mark}
                    w={110}
                    min={1}
                    max={100}
                    allowDecimal={false}
                    suffix=" %"
                    label={t('assignments.bands.from', { mark, short: assignmentsPl.markShort[mark] })}
                    value={values.minimums[index]}
                    onChange={(value) => {
                      const minimums = [...values.minimums];
                      minimums[index] = typeof value === 'number' ? value : Number.NaN;
                      setValues({ ...values, minimums });
                    }}
                  />
                ))}
              </Group>
              <Checkbox
                label={t('assignments.bands.signs')}
                checked={values.signs}
                onChange={(event) => setValues({ ...values, signs: event.currentTarget.checked })}
              />
              {!readOnly && (
                <Button type="submit" loading={save.isPending} w="fit-content">
                  {t('assignments.bands.save')}
                </Button>
              )}
            </Stack>
          </fieldset>
        </form>
      )}
    </TitledCard>
  );
}
