import type { THomeworkCard } from '@zadania/shared';
import { toPlainText } from '../../lib/rich-text/plain-text';

/**
 * What names a task on cards and its page: the author's title (plain text, shown whole), else the start of the
 * description's text cut to `maxLength`; '' when there is neither.
 */
export const homeworkTitle = (homework: Pick<THomeworkCard, 'title' | 'description'>, maxLength: number) =>
  homework.title || toPlainText(homework.description, maxLength);
