import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { homeworkApi } from '../homework';
import { PrintSheet, PrintSolutionSteps, PrintTask, usePrintReady } from './PrintSheet';
import '../homework';
import './print.pl';
import '../../components/catalogue.pl';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** /homeworks/{slug}/pdf: the task as 'Zadanie 1', then 'Rozwiązanie' with every step expanded. */
export function HomeworkPrintPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const homework = useQuery({
    queryKey: queryKeys.homework(slug),
    queryFn: ({ signal }) => homeworkApi.get(slug, signal),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const data = homework.data;
  const solution = useQuery({
    queryKey: queryKeys.solution(data?.id ?? ''),
    queryFn: ({ signal }) => homeworkApi.solution(data?.id ?? '', signal),
    enabled: !!data,
  });
  const ready = usePrintReady(!!data && !solution.isPending);
  useDocumentTitle(data ? t('print.task', { n: 1 }) : null);

  return (
    <PrintSheet backTo={`/homeworks/${slug}`} ready={ready}>
      {homework.isPending && <p>{t('app.loading')}</p>}
      {homework.isError && <h1>{isMissing(homework.error) ? t('homework.notFound') : t('catalogue.loadError')}</h1>}
      {data && (
        <>
          <PrintTask
            number={1}
            headingLevel={1}
            description={data.description}
            answers={data.closed ? data.answers : undefined}
          />
          <section className="print-solutions" aria-labelledby="print-solution">
            <h2 id="print-solution">{t('print.solution')}</h2>
            {solution.isError ? (
              <p>{t('print.solutionError')}</p>
            ) : (
              <PrintSolutionSteps solution={solution.data} answer={data.closed ? null : data.answer} />
            )}
          </section>
        </>
      )}
    </PrintSheet>
  );
}
