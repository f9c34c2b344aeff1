// What other features use of reports: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { ReportButton } from './ReportButton';
export { ReportDialog } from './ReportDialog';

import './reports.pl';
