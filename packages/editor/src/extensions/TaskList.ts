import { TaskList as BaseTaskList } from '@tiptap/extension-list';

/** Task list. Stored: `<ul data-type="taskList"><li data-type="taskItem" data-checked="true">…</li></ul>`. Alt-T toggles it. */
export const TaskList = BaseTaskList.extend({
  addKeyboardShortcuts() {
    return { ...this.parent?.(), 'Alt-t': () => this.editor.commands.toggleTaskList() };
  },
});
