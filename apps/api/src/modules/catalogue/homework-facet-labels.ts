import {
  examLevelLabels,
  facetGroups,
  formatExamTitle,
  homeworkStatusLabels,
  minRatingLabel,
  requirementFacetLabel,
  schoolLevelLabels,
  solutionFormatLabels,
  subjectLabels,
  type TFacetGroup,
  type THomeworkFacets,
} from '@zadania/shared';
import type { createHomeworkListRepository, TFacetRow } from './homework-list.repository';

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** The 'ratings' facet's options with their Polish labels ("4 i więcej"). */
export const labelRatings = (rows: TFacetRow[]): THomeworkFacets['ratings'] =>
  rows.map((row) => ({ value: row.value!, label: minRatingLabel(Number(row.value)), count: row.count }));

/**
 * Puts the Polish label on every facet option counted. Exam titles change only with a change of the catalogue's
 * shape (exams are in the change feed): they are kept for the shape they were read at.
 */
export function createFacetLabeller(repository: Pick<ReturnType<typeof createHomeworkListRepository>, 'findExams'>) {
  let examTitles = { shape: '', titles: new Map<string, string>() };
  const examTitlesOf = async (ids: string[], shape: string) => {
    if (examTitles.shape !== shape) examTitles = { shape, titles: new Map() };
    const held = examTitles;
    const missing = ids.filter((id) => !held.titles.has(id));
    for (const exam of await repository.findExams(missing)) held.titles.set(exam.id, formatExamTitle(exam));
    return held.titles;
  };

  return async function labelFacets(rows: Map<TFacetGroup, TFacetRow[]>, shape: string): Promise<THomeworkFacets> {
    const exams = await examTitlesOf(
      (rows.get('exams') ?? []).map((row) => row.value!),
      shape,
    );
    const fixedLabels: Partial<Record<TFacetGroup, (value: string) => string>> = {
      solutionFormats: (value) => labelOf(solutionFormatLabels, value),
      levels: (value) => labelOf(schoolLevelLabels, value),
      subjects: (value) => labelOf(subjectLabels, value),
      statuses: (value) => labelOf(homeworkStatusLabels, value),
      examLevels: (value) => labelOf(examLevelLabels, value),
      ratings: (value) => minRatingLabel(Number(value)),
      exams: (value) => exams.get(value) ?? value,
      requirements: requirementFacetLabel,
    };
    const facets = {} as THomeworkFacets;
    for (const group of facetGroups) {
      facets[group] = (rows.get(group) ?? [])
        .filter((row) => row.value !== null)
        .map((row) => ({
          value: row.value!,
          label: fixedLabels[group]?.(row.value!) ?? row.label ?? row.value!,
          count: row.count,
        }));
    }
    return facets;
  };
}
