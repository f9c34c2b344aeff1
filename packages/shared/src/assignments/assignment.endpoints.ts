import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZAssignment,
  ZAssignmentAnswerInput,
  ZAssignmentAnswerResult,
  ZAssignmentCreate,
  ZAssignmentList,
  ZAssignmentResults,
  ZAssignmentUpdate,
  ZMarkBands,
} from './assignment.schemas';

/** Assignments, results and marks of a class (issue 56, second slice); the paths are the issue's. */
export const assignmentEndpoints = defineEndpoints({
  /** A class's assignments, for its teachers (latest due date first). */
  classAssignments: get('/class/:id/assignment', ZAssignmentList),
  createAssignment: post('/class/:id/assignment', ZAssignmentCreate, ZAssignment),
  /** A pupil's: what is set for them in their classes (started ones), nearest due date first, with progress. */
  assignments: get('/assignment', ZAssignmentList),
  assignment: get('/assignment/:id', ZAssignment),
  updateAssignment: put('/assignment/:id', ZAssignmentUpdate, ZAssignment),
  deleteAssignment: del('/assignment/:id', ZMessageResponse),
  answerAssignment: post('/assignment/:id/answer', ZAssignmentAnswerInput, ZAssignmentAnswerResult),
  assignmentResults: get('/assignment/:id/results', ZAssignmentResults),
  /** The results as a CSV for a Polish spreadsheet (UTF-8 with BOM, `;`, decimal comma). */
  assignmentResultsCsv: get('/assignment/:id/results.csv', 'raw'),
  classMarkBands: get('/class/:id/mark-bands', ZMarkBands),
  updateClassMarkBands: put('/class/:id/mark-bands', ZMarkBands, ZMarkBands),
});
