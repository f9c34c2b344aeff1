import { TaskItem as BaseTaskItem } from '@tiptap/extension-list';

/**
 * Task item with a `checked` flag; items may nest.
 * Stored: `<li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>…</p></div></li>`.
 */
export const TaskItem = BaseTaskItem.configure({ nested: true });
