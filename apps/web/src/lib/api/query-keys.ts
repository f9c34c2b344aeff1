export const queryKeys = {
  me: ['user', 'me'] as const,
  homeworkList: (query: Record<string, string[]>) => ['homework', 'list', query] as const,
  homework: (idOrSlug: string) => ['homework', 'one', idOrSlug] as const,
  solution: (homeworkId: string) => ['homework', 'solution', homeworkId] as const,
  conceptList: (query: Record<string, unknown>) => ['math-concept', 'list', query] as const,
  concept: (idOrSlug: string) => ['math-concept', 'one', idOrSlug] as const,
  examList: (query: Record<string, unknown>) => ['exam', 'list', query] as const,
  exam: (idOrSlug: string) => ['exam', 'one', idOrSlug] as const,
  homeworkTypeList: (query: Record<string, unknown>) => ['homework-type', 'list', query] as const,
  homeworkType: (idOrSlug: string) => ['homework-type', 'one', idOrSlug] as const,
};
