import type { TReportStatus } from '../reports/report-messages';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

export type TReportResource = { reporterId: string | null; status: TReportStatus };

/** A report (issue 20): its reporter and ADMIN read it; ADMIN decides it while it is open. */
export const reportPolicy = definePolicy<TReportResource>()({
  read: (viewer, report) => isAdmin(viewer) || (!!report.reporterId && viewer?.id === report.reporterId),
  decide: (viewer, report) => isAdmin(viewer) && report.status === 'OPEN',
});
