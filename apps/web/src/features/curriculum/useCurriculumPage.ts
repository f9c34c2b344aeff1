import { useQuery } from '@tanstack/react-query';
import { requirementKey } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { curriculumApi, curriculumKeys } from './curriculum-api';
import { sectionsOf } from './curriculum-tree';
import './curriculum.pl';

/** The curriculum and its coverage for /curriculum, with the system, stage and search kept in the URL. */
export function useCurriculumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('curriculum.title'));
  const [params, setParams] = useSearchParams();
  const curriculum = useQuery({
    queryKey: curriculumKeys.curriculum,
    queryFn: ({ signal }) => curriculumApi.get(signal),
    staleTime: 60 * 60_000,
  });
  const coverage = useQuery({
    queryKey: curriculumKeys.coverage,
    queryFn: ({ signal }) => curriculumApi.coverage(signal),
  });
  const [search, setSearch] = useState(params.get('q') ?? '');

  const systems = curriculum.data?.systems ?? [];
  const system = systems.find((candidate) => candidate.code === params.get('system')) ?? systems[0];
  const stages = useMemo(
    () => [...new Set(system?.requirements.map((requirement) => requirement.stage) ?? [])],
    [system],
  );
  const stage = stages.includes(params.get('stage') ?? '') ? params.get('stage')! : stages[0];
  const coverageByKey = useMemo(
    () => new Map((coverage.data?.results ?? []).map((row) => [requirementKey(row), row])),
    [coverage.data],
  );

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const sections = useMemo(() => sectionsOf(system, stage, search), [system, stage, search]);

  return {
    curriculum,
    /** The coverage is known: the sections show how much of them the platform covers. */
    coverageLoaded: Boolean(coverage.data),
    coverageByKey,
    systems,
    system,
    stages,
    stage,
    search,
    sections,
    /** Another system starts at its first stage. */
    selectSystem: (value: string) => update({ system: value, stage: undefined }),
    selectStage: (value: string) => update({ stage: value }),
    changeSearch: (value: string) => {
      setSearch(value);
      update({ q: value || undefined });
    },
  };
}
