import { can, catalogue, jobMessages, type TFailedJobList, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TJobQueue } from '../../lib/jobs/job-queue';

/** How many failed jobs the ADMIN list shows, newest first. */
const failedJobsShown = 100;

/** Background work as ADMIN sees it: the jobs whose retries ran out, and another attempt for one. */
export function createJobsService(jobs: Pick<TJobQueue, 'listFailed' | 'retryFailed'>) {
  return {
    async listFailed(viewer: TViewerIn): Promise<TFailedJobList> {
      if (!can(viewer, 'manageBackgroundJobs', catalogue)) throw AppError.forbidden();
      return { results: await jobs.listFailed(failedJobsShown) };
    },

    async retry(viewer: TViewerIn, id: string) {
      if (!can(viewer, 'manageBackgroundJobs', catalogue)) throw AppError.forbidden();
      if (!(await jobs.retryFailed(id))) throw AppError.notFound(jobMessages.notFound);
      return { message: jobMessages.retried };
    },
  };
}
