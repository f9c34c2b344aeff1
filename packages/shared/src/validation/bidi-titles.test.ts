import { describe, expect, it } from 'vitest';
import { ZHomeworkSave } from '../catalogue/homework-save.schemas';
import { ZBookSave } from '../coursebooks/coursebook.schemas';
import { ZCourseNodeSave, ZCourseSave } from '../courses/course.schemas';
import { ZHomeworkRequestCreate } from '../homework-requests/homework-request.schemas';
import { ZNoteSave } from '../notes/notes.schemas';
import { ZSupportNodeSave } from '../support/support.schemas';
import { hasNoControlCharacters, ZLongText, ZName } from './fields';
import { validationMessages as m } from './messages';

/** U+202A–U+202E (embeddings and overrides) and U+2066–U+2069 (isolates): a title shown reversed. */
const bidiControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

const titleFields = {
  'ZHomeworkSave.title': ZHomeworkSave.shape.title,
  'ZCourseSave.title': ZCourseSave.shape.title,
  'ZCourseNodeSave.title': ZCourseNodeSave.shape.title,
  'ZBookSave.title': ZBookSave.shape.title,
  'ZNoteSave.title': ZNoteSave.shape.title,
  'ZSupportNodeSave.title': ZSupportNodeSave.shape.title,
  'ZHomeworkRequestCreate.title': ZHomeworkRequestCreate.shape.title,
  ZName,
  ZLongText,
};

describe('titles and one-line names refuse bidirectional controls', () => {
  it('hasNoControlCharacters: every embedding, override and isolate; Polish letters, RTL letters and emoji pass', () => {
    for (const control of bidiControls)
      expect(hasNoControlCharacters(`Zadanie ${control}1 txt.exe`), control).toBe(false);
    for (const text of ['Zażółć gęślą jaźń', 'Równanie ‒ część 2', 'שלום', 'مرحبا', 'Pitagoras 📐'])
      expect(hasNoControlCharacters(text), text).toBe(true);
  });

  it.each(Object.entries(titleFields))('%s answers the Polish control-character message', (_, field) => {
    const result = field.safeParse('Zadanie \u202egnp.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(m.controlCharacters);
    expect(field.safeParse('Zadanie o trójkątach').success).toBe(true);
  });
});
