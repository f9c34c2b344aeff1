import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stageLabel, type TSystem } from './curriculum-tree';
import './curriculum.pl';

/** The curriculum's system and stage (each only when there is a choice) and the search over codes and wording. */
export function CurriculumFilters({
  systems,
  system,
  stages,
  stage,
  search,
  onSystem,
  onStage,
  onSearch,
}: {
  systems: TSystem[];
  system: TSystem | undefined;
  stages: string[];
  stage: string | undefined;
  search: string;
  onSystem: (value: string) => void;
  onStage: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {systems.length > 1 ? (
        <SegmentedControl
          aria-label={t('curriculum.system')}
          value={system?.code ?? ''}
          onChange={onSystem}
          data={systems.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
        />
      ) : null}
      {stages.length > 1 ? (
        <SegmentedControl
          aria-label={t('curriculum.stage')}
          value={stage ?? ''}
          onChange={onStage}
          data={stages.map((value) => ({ value, label: stageLabel(value) }))}
          style={{ overflowX: 'auto' }}
        />
      ) : null}
      <TextInput
        label={t('curriculum.search')}
        placeholder={t('curriculum.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
    </Stack>
  );
}
