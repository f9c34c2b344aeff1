// What other features use of course-editor: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { courseEditorApi, courseEditorKeys } from './course-editor-api';
export { excerpt, TaskPicker } from './TaskPicker';

import './course-editor.pl';
