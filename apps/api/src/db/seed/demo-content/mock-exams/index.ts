import type { TMockPaper } from '@zadania/shared';
import { e8Paper } from './paper-e8';
import { maturaPaper } from './paper-matura';

export { e8Paper, maturaPaper };

/** The demo mock exams: one egzamin ósmoklasisty (30 points) and one basic matura (50 points), original tasks. */
export const mockPapers: TMockPaper[] = [e8Paper, maturaPaper];
