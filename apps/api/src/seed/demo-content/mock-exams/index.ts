import type { TMockPaper } from '@zadania/shared';
import { e8Paper } from './paper-e8';
import { e8Paper2 } from './paper-e8-2';
import { e8Paper3 } from './paper-e8-3';
import { maturaPaper } from './paper-matura';
import { maturaPaper2 } from './paper-matura-2';
import { maturaPaper3 } from './paper-matura-3';

export { e8Paper, maturaPaper };

/**
 * The demo mock exams: three egzaminy ósmoklasisty (30 points) and three basic maturas (50 points) in CKE's 2025
 * format, original tasks, so that a pupil can take one a month in the last three months without a repeat.
 */
export const mockPapers: TMockPaper[] = [e8Paper, e8Paper2, e8Paper3, maturaPaper, maturaPaper2, maturaPaper3];
