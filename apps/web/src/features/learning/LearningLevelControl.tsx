import { Group, Loader, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningLevels, type TLearningLevel, type TLearningLevelView } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import './learning.pl';
import { learningApi, learningKeys } from './learning-api';

const isLearningLevel = (value: string): value is TLearningLevel =>
  (learningLevels as readonly string[]).includes(value);

/**
 * "Twój poziom" (issue 57): the level the student practises up to, saved as soon as it is picked. Sessions and
 * "Co dalej" never offer anything above it; until one is picked they stop at the basic matura.
 */
export function LearningLevelControl() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const level = useQuery({ queryKey: learningKeys.level, queryFn: ({ signal }) => learningApi.level(signal) });
  const save = useMutation({
    mutationFn: learningApi.setLevel,
    onSuccess: (view: TLearningLevelView) => {
      queryClient.setQueryData(learningKeys.level, view);
      // What to do next is chosen within the level: the old list may hold something above the new one.
      void queryClient.invalidateQueries({ queryKey: learningKeys.next });
    },
  });

  if (level.isPending) {
    return <Skeleton h={64} radius="md" role="status" aria-label={t('app.loading')} />;
  }
  if (level.isError) {
    return (
      <RetryAlert
        message={t('learning.level.loadError')}
        retryLabel={t('learning.level.retry')}
        onRetry={() => void level.refetch()}
      />
    );
  }
  const chosen = save.isPending ? save.variables : level.data.level;
  return (
    <Stack gap={6}>
      <Radio.Group
        label={t('learning.level.label')}
        description={t('learning.level.description')}
        value={chosen ?? null}
        onChange={(value) => {
          if (isLearningLevel(value) && value !== level.data.level) save.mutate(value);
        }}
      >
        <Group gap="md" mt="xs" wrap="wrap">
          {learningLevels.map((value) => (
            <Radio key={value} value={value} label={t(`learning.level.options.${value}`)} disabled={save.isPending} />
          ))}
          {save.isPending ? <Loader size="xs" aria-label={t('learning.level.saving')} /> : null}
        </Group>
      </Radio.Group>
      {level.data.level === null && !save.isPending ? (
        <Text size="sm" c="dimmed">
          {t('learning.level.notChosen')}
        </Text>
      ) : null}
      <ErrorAlert message={save.isError ? t('learning.level.saveError') : null} />
    </Stack>
  );
}
