import { Button, Group, NativeSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeworkStatuses, type THomeworkStatus } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { moderationApi } from './moderation-api';
import './moderation.pl';
import '../../components/catalogue.pl';

/** ADMIN: sets a content-visibility state of docs/product-spec.md section 3 (or back to public or private). */
export function VisibilityStatusForm({ homeworkId, status }: { homeworkId: string; status: THomeworkStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<THomeworkStatus>(status);
  const save = useMutation({
    mutationFn: (next: THomeworkStatus) => moderationApi.setStatus(homeworkId, next),
    onSuccess: () => {
      showToast({ variant: 'success', message: t('moderation.updated') });
      void queryClient.invalidateQueries({ queryKey: ['homework'] });
    },
  });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('moderation.visibility')}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as THomeworkStatus)}
        data={homeworkStatuses.map((value) => ({ value, label: t(`catalogue.statuses.${value}`) }))}
        w={{ base: '100%', xs: 280 }}
      />
      <Button
        variant="light"
        onClick={() => save.mutate(chosen)}
        disabled={chosen === status || save.isPending}
        loading={save.isPending}
      >
        {t('moderation.visibilitySave')}
      </Button>
    </Group>
  );
}
