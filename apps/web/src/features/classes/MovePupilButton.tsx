import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TClass, TClassPupil } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { classesApi, classKeys } from './classes-api';
import { useClassChange } from './useClassPage';
import './classes.pl';

/**
 * 'Przenieś do innej klasy' on a roster row: a question with the teacher's other live classes to choose from; the
 * pupil leaves this class and is admitted to the chosen one (`POST /class/:id/pupil/:userId/move`).
 */
export function MovePupilButton({
  schoolClass,
  pupil,
  name,
}: {
  schoolClass: TClass;
  pupil: TClassPupil;
  name: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState('');
  const classes = useQuery({
    queryKey: classKeys.list,
    queryFn: ({ signal }) => classesApi.list(signal),
    enabled: opened,
  });
  const targets = (classes.data?.items ?? []).filter(
    (other) => other.id !== schoolClass.id && !other.archivedAt && other.policies.manageRoster,
  );
  const targetName = (id: string) => targets.find((other) => other.id === id)?.name ?? '';
  const move = useClassChange(
    schoolClass.id,
    (toClassId: string) => classesApi.movePupil(schoolClass.id, pupil.id, toClassId),
    (toClassId) => t('classes.move.moved', { name, target: targetName(toClassId) }),
  );
  const close = () => {
    if (move.isPending) return;
    setOpened(false);
    setTarget('');
  };

  return (
    <>
      <Button size="xs" variant="light" aria-label={t('classes.move.label', { name })} onClick={() => setOpened(true)}>
        {t('classes.move.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('classes.move.title', { name })} centered>
        <Stack gap="md">
          <Text size="sm">{t('classes.move.text')}</Text>
          {classes.isError ? (
            <Alert color="red" role="alert">
              {errorText(classes.error, t('classes.move.loadError'))}
            </Alert>
          ) : classes.data && targets.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('classes.move.none')}
            </Text>
          ) : (
            <NativeSelect
              label={t('classes.move.target')}
              value={target}
              onChange={(event) => setTarget(event.currentTarget.value)}
              disabled={!classes.data}
              data={[
                { value: '', label: t('classes.move.choose') },
                ...targets.map((other) => ({ value: other.id, label: `${other.name} (${other.schoolYear})` })),
              ]}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={move.isPending}>
              {t('classes.cancel')}
            </Button>
            <Button
              disabled={!target}
              loading={move.isPending}
              onClick={() => move.mutate(target, { onSuccess: () => setOpened(false) })}
            >
              {t('classes.move.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
