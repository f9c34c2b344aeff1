// What other features use of reports: the only way in from outside the folder (scripts/lib/web-layers.mjs).

// The dialog's code loads at its first opening (issue 59): a chat message's menu offers it on every message.
export { LazyReportDialog as ReportDialog } from './LazyReportDialog';
export { ReportButton } from './ReportButton';

import './reports.pl';
