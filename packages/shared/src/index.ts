import { z } from 'zod';

z.config(z.locales.pl());

export * from './auth/auth.schemas';
export * from './books/book.schemas';
export * from './catalogue/authoring.schemas';
export * from './catalogue/exam.schemas';
export * from './catalogue/exam-title';
export * from './catalogue/homework.schemas';
export * from './catalogue/homework-list.schemas';
export * from './catalogue/homework-save.schemas';
export * from './catalogue/homework-transitions';
export * from './catalogue/labels';
export * from './catalogue/math-concept.schemas';
export * from './constants';
export * from './editor-comments/editor-comment.schemas';
export * from './enums';
export * from './errors/error.schemas';
export * from './files/file.schemas';
export * from './files/file-kinds';
export * from './notifications/notification.schemas';
export * from './permissions';
export * from './search/fold-text';
export * from './users/user.schemas';
export * from './validation/fields';
export * from './validation/messages';
