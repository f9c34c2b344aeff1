import './curriculum-styles';
import { Alert, Anchor, Badge, Button, Group, Modal, MultiSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { requirementKey, requirementLimits, type TCurriculum, type TRequirementRef } from '@zadania/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { curriculumApi, curriculumKeys } from './curriculum-api';
import './curriculum.pl';

type TProps = {
  requirements: readonly TRequirementRef[];
  canEdit: boolean;
  /** Saves the whole list; the page refreshes what it shows from the answer. */
  onSave: (requirements: TRequirementRef[]) => Promise<unknown>;
};

/** Every requirement of the curriculum by key, and the picker's options grouped by section. */
function useCurriculumIndex(curriculum: TCurriculum | undefined) {
  return useMemo(() => {
    const byKey = new Map<string, { code: string; text: string }>();
    const groups: { group: string; items: { value: string; label: string }[] }[] = [];
    for (const system of curriculum?.systems ?? []) {
      for (const section of system.requirements.filter((requirement) => requirement.parentCode === null)) {
        const items = [section, ...system.requirements.filter((r) => r.parentCode === section.code)].map((r) => {
          const key = requirementKey({ system: system.code, code: r.code });
          byKey.set(key, { code: r.code, text: r.text });
          return { value: key, label: `${r.code} ${r.text}` };
        });
        groups.push({ group: `${system.code} · ${section.code} ${section.text}`, items });
      }
    }
    return { byKey, groups };
  }, [curriculum]);
}

/**
 * The requirements of the curriculum a task or a concept carries (issue 37): each with its code and wording, a link
 * to the tasks that practise it, and for those who may edit them a picker over the curriculum's sections.
 */
export function RequirementsSection({ requirements, canEdit, onSave }: TProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  const curriculum = useQuery({
    queryKey: curriculumKeys.curriculum,
    queryFn: ({ signal }) => curriculumApi.get(signal),
    staleTime: 60 * 60_000,
    enabled: requirements.length > 0 || opened,
  });
  const { byKey, groups } = useCurriculumIndex(curriculum.data);
  const [chosen, setChosen] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (keys: string[]) =>
      onSave(
        keys.map((key) => {
          const colon = key.indexOf(':');
          return { system: key.slice(0, colon), code: key.slice(colon + 1) };
        }),
      ),
    onSuccess: close,
  });

  if (requirements.length === 0 && !canEdit) return null;
  const startEditing = () => {
    setChosen(requirements.map(requirementKey));
    save.reset();
    open();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('curriculum.requirements')}
        </Title>
        {canEdit ? (
          <Button variant="light" size="xs" onClick={startEditing}>
            {t('curriculum.editRequirements')}
          </Button>
        ) : null}
      </Group>
      {requirements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('curriculum.noRequirements')}
        </Text>
      ) : curriculum.isPending ? (
        <Skeleton h={24} role="status" aria-label={t('app.loading')} />
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requirements.map((ref) => {
            const key = requirementKey(ref);
            const found = byKey.get(key);
            return (
              <Group key={key} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {ref.code}
                </Badge>
                <Anchor component={Link} size="sm" to={`/homeworks?requirements=${encodeURIComponent(key)}`}>
                  {found?.text ?? t('curriculum.showTasks')}
                </Anchor>
              </Group>
            );
          })}
        </Stack>
      )}
      {/* Only an editor can open it: a reader's page does not hydrate a closed dialog. */}
      {canEdit ? (
        <Modal opened={opened} onClose={close} title={t('curriculum.editRequirements')} size="lg">
          <Stack>
            {curriculum.isError ? (
              <Alert color="red" role="alert">
                {t('curriculum.loadError')}
              </Alert>
            ) : null}
            <MultiSelect
              label={t('curriculum.pickRequirements')}
              description={t('curriculum.pickHint', { max: requirementLimits.perItem })}
              data={groups}
              value={chosen}
              onChange={setChosen}
              searchable
              clearable
              maxValues={requirementLimits.perItem}
              nothingFoundMessage={t('curriculum.empty')}
              disabled={curriculum.isPending}
              comboboxProps={{ withinPortal: false }}
            />
            {save.isError ? (
              <Alert color="red" role="alert">
                {save.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('curriculum.cancel')}
              </Button>
              <Button loading={save.isPending} onClick={() => save.mutate(chosen)}>
                {t('curriculum.save')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
