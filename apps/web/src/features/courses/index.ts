// What other features use of courses: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { saveAttachment } from './CourseAttachments';
export { CourseCover } from './CourseCover';
export { buildNode } from './courses-test-kit';

import './courses.pl';
