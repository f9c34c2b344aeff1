import type {
  TExam,
  THomeworkType,
  ZExamList,
  ZExamListQuery,
  ZHomeworkTypeList,
  ZHomeworkTypeListQuery,
} from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type TExamList = z.infer<typeof ZExamList>;
export type TExamListQuery = Partial<z.output<typeof ZExamListQuery>>;
export type THomeworkTypeList = z.infer<typeof ZHomeworkTypeList>;
export type THomeworkTypeListQuery = Partial<z.output<typeof ZHomeworkTypeListQuery>>;

export const examsApi = {
  list: (query: TExamListQuery, signal?: AbortSignal) => apiRequest<TExamList>('/exam', { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    apiRequest<TExam>(`/exam/${encodeURIComponent(idOrSlug)}`, { signal, errorToast: false }),
};

export const homeworkTypesApi = {
  list: (query: THomeworkTypeListQuery, signal?: AbortSignal) =>
    apiRequest<THomeworkTypeList>('/homework-type', { query, signal }),
  get: (idOrSlug: string, signal?: AbortSignal) =>
    apiRequest<THomeworkType>(`/homework-type/${encodeURIComponent(idOrSlug)}`, { signal, errorToast: false }),
};
