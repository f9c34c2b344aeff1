import {
  Button,
  Checkbox,
  Divider,
  Group,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  can,
  catalogue,
  type TFacetGroup,
  type TFacetOption,
  type THomeworkFacets,
  type TViewer,
} from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilterSwitches } from '../lists';
import type { arrayFilterKeys, THomeworkFilters } from './homework-filters';
import './homework.pl';

type TChange = (change: Partial<THomeworkFilters>) => void;

/** How many options a long facet shows before 'Pokaż wszystkie'. */
const collapsedOptionCount = 8;

type TArrayKey = (typeof arrayFilterKeys)[number];
type TExactKey = 'theoremsExact' | 'definitionsExact' | 'tagsExact';

function OptionLabel({ option }: { option: TFacetOption }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {option.label}
      </Text>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {option.count}
      </Text>
    </Group>
  );
}

function FacetCheckboxGroup({
  group,
  filterKey,
  exactKey,
  facets,
  filters,
  onChange,
}: {
  group: TFacetGroup;
  filterKey: TArrayKey;
  exactKey?: TExactKey;
  facets: THomeworkFacets | undefined;
  filters: THomeworkFilters;
  onChange: TChange;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const options = facets?.[group] ?? [];
  const selected = (filters[filterKey] ?? []) as string[];
  // Keep chosen options visible even when the list is folded.
  const visible = expanded
    ? options
    : options.filter((option, index) => index < collapsedOptionCount || selected.includes(option.value));
  // A facet with nothing to choose and nothing chosen is left out (the panel says 'Brak opcji' once when all are).
  if (facets && options.length === 0 && selected.length === 0) return null;

  return (
    <Stack gap={6}>
      <Checkbox.Group
        label={t(`homeworks.filterGroups.${group}`)}
        value={selected}
        onChange={(values) => onChange({ [filterKey]: values } as Partial<THomeworkFilters>)}
      >
        <Stack gap={6} mt={6}>
          {!facets && [0, 1, 2].map((index) => <Skeleton key={index} height={18} radius="sm" />)}
          {facets && options.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('homeworks.noOptions')}
            </Text>
          )}
          {visible.map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              label={<OptionLabel option={option} />}
              styles={{ body: { width: '100%' }, labelWrapper: { flex: 1, minWidth: 0 } }}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {options.length > collapsedOptionCount && (
        <UnstyledButton onClick={() => setExpanded((value) => !value)} fz="sm" c="blue" aria-expanded={expanded}>
          {expanded ? t('homeworks.showFewerOptions') : t('homeworks.showAllOptions', { count: options.length })}
        </UnstyledButton>
      )}
      {exactKey && (
        <Switch
          size="xs"
          label={t('homeworks.exact')}
          checked={filters[exactKey] === true}
          onChange={(event) => onChange({ [exactKey]: event.currentTarget.checked || undefined })}
        />
      )}
    </Stack>
  );
}

function MinRatingGroup({
  facets,
  filters,
  onChange,
}: {
  facets?: THomeworkFacets;
  filters: THomeworkFilters;
  onChange: TChange;
}) {
  const { t } = useTranslation();
  const value = filters.minRating === undefined ? '' : String(filters.minRating);
  return (
    <Radio.Group
      label={t('homeworks.filterGroups.ratings')}
      value={value}
      onChange={(next) => onChange({ minRating: next === '' ? undefined : Number(next) })}
    >
      <Stack gap={6} mt={6}>
        <Radio value="" label={t('homeworks.anyRating')} />
        {!facets && <Skeleton height={18} radius="sm" />}
        {facets?.ratings.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={<OptionLabel option={option} />}
            styles={{ body: { width: '100%' }, labelWrapper: { flex: 1, minWidth: 0 } }}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AnswerKindControl({ filters, onChange }: { filters: THomeworkFilters; onChange: TChange }) {
  const { t } = useTranslation();
  const labelId = useId();
  const value = filters.closed === undefined ? 'all' : filters.closed ? 'closed' : 'open';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {t('homeworks.answerKind')}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange({ closed: next === 'all' ? undefined : next === 'closed' })}
        data={[
          { value: 'all', label: t('homeworks.answerKindAll') },
          { value: 'closed', label: t('homeworks.answerKindClosed') },
          { value: 'open', label: t('homeworks.answerKindOpen') },
        ]}
      />
    </Stack>
  );
}

type THomeworkFiltersPanelProps = {
  filters: THomeworkFilters;
  facets: THomeworkFacets | undefined;
  viewer: TViewer;
  onChange: TChange;
  onReset: () => void;
  canReset: boolean;
};

/** Every filter of the task list; each option shows how many tasks choosing it would give. */
export function HomeworkFiltersPanel({
  filters,
  facets,
  viewer,
  onChange,
  onReset,
  canReset,
}: THomeworkFiltersPanelProps) {
  const { t } = useTranslation();
  const groupProps = { facets, filters, onChange };
  const admin = can(viewer, 'useAdminFilters', catalogue);
  const nothingToChoose = facets !== undefined && Object.values(facets).every((options) => options.length === 0);

  return (
    <Stack gap="lg">
      <Button variant="default" onClick={onReset} disabled={!canReset}>
        {t('homeworks.resetFilters')}
      </Button>
      <ListFilterSwitches viewer={viewer} filters={filters} onChange={onChange} />
      {nothingToChoose && (
        <Text size="sm" c="dimmed">
          {t('homeworks.noOptions')}
        </Text>
      )}
      <FacetCheckboxGroup group="subjects" filterKey="subjects" {...groupProps} />
      <FacetCheckboxGroup group="solutionFormats" filterKey="solutionFormats" {...groupProps} />
      <FacetCheckboxGroup group="levels" filterKey="levels" {...groupProps} />
      <AnswerKindControl filters={filters} onChange={onChange} />
      <FacetCheckboxGroup group="domains" filterKey="domainsIds" {...groupProps} />
      <FacetCheckboxGroup group="theorems" filterKey="theoremsIds" exactKey="theoremsExact" {...groupProps} />
      <FacetCheckboxGroup group="definitions" filterKey="definitionsIds" exactKey="definitionsExact" {...groupProps} />
      <FacetCheckboxGroup group="tags" filterKey="tagsIds" exactKey="tagsExact" {...groupProps} />
      <FacetCheckboxGroup group="exams" filterKey="exams" {...groupProps} />
      <FacetCheckboxGroup group="requirements" filterKey="requirements" {...groupProps} />
      <FacetCheckboxGroup group="authors" filterKey="authorsIds" {...groupProps} />
      <MinRatingGroup {...groupProps} />
      {can(viewer, 'usePremiumFilters', catalogue) && (
        <FacetCheckboxGroup group="types" filterKey="typesIds" {...groupProps} />
      )}
      {admin && (
        <>
          <Divider label={t('homeworks.adminFilters')} labelPosition="left" />
          <FacetCheckboxGroup group="statuses" filterKey="statuses" {...groupProps} />
          <FacetCheckboxGroup group="examLevels" filterKey="examLevels" {...groupProps} />
          <Stack gap="xs">
            <Switch
              label={t('homeworks.unsolved')}
              checked={filters.unsolved === true}
              onChange={(event) => onChange({ unsolved: event.currentTarget.checked || undefined })}
            />
            <Switch
              label={t('homeworks.withoutType')}
              checked={filters.withoutType === true}
              onChange={(event) => onChange({ withoutType: event.currentTarget.checked || undefined })}
            />
            <Switch
              label={t('homeworks.underReview')}
              checked={filters.underReview === true}
              onChange={(event) => onChange({ underReview: event.currentTarget.checked || undefined })}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
