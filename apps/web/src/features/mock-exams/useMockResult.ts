import { useQuery } from '@tanstack/react-query';
import { requirementKey, type TMockRequirementScore, type TMockResult } from '@zadania/shared';
import { useEffect, useMemo, useRef } from 'react';
import { curriculumApi, curriculumKeys } from '../curriculum';

/** The requirements by points lost, most first (then in the paper's order). */
export function sortByLost(scores: readonly TMockRequirementScore[]): TMockRequirementScore[] {
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score.maxPoints - b.score.points - (a.score.maxPoints - a.score.points) || a.index - b.index)
    .map(({ score }) => score);
}

/** The curriculum's wording of each requirement (by `system:code`), to name them; codes alone until it loads. */
function useRequirementNames() {
  const curriculum = useQuery({
    queryKey: curriculumKeys.curriculum,
    queryFn: ({ signal }) => curriculumApi.get(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const system of curriculum.data?.systems ?? [])
      for (const requirement of system.requirements)
        names.set(requirementKey({ system: system.code, code: requirement.code }), requirement.text);
    return names;
  }, [curriculum.data]);
}

/**
 * The scored attempt's reading: the heading focused when the result appears, the requirements by points lost with
 * their names, and the weakest one to practise next (none when every point was scored).
 */
export function useMockResult(result: TMockResult) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const names = useRequirementNames();
  const nameOf = (requirement: { system: string; code: string }) => {
    const text = names.get(requirementKey(requirement));
    return text ? `${requirement.code} ${text}` : requirement.code;
  };
  const requirements = sortByLost(result.byRequirement);
  const weakest = requirements.find((score) => score.points < score.maxPoints) ?? null;
  return { heading, nameOf, requirements, weakest };
}
