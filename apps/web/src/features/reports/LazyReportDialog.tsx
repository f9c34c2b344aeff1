import { lazyUntilOpened } from '../../lib/lazy-until-opened';

/** ReportDialog, its code loaded at its first opening. */
export const LazyReportDialog = lazyUntilOpened(() => import('./ReportDialog').then((module) => module.ReportDialog));
