import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZClassIdParams } from '../classes/class.schemas';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZAssignment,
  ZAssignmentAnswerInput,
  ZAssignmentAnswerResult,
  ZAssignmentCreate,
  ZAssignmentIdParams,
  ZAssignmentList,
  ZAssignmentUpdate,
} from './assignment.schemas';
import { ZAssignmentResults, ZGradebook, ZMarkBands } from './assignment-results.schemas';

/** Assignments, results and marks of a class (issue 56, second slice); the paths are the issue's. */
export const assignmentEndpoints = defineEndpoints({
  /** A class's assignments, for its teachers (latest due date first). */
  classAssignments: withParams(get('/class/:id/assignment', ZAssignmentList), ZClassIdParams),
  createAssignment: withParams(post('/class/:id/assignment', ZAssignmentCreate, ZAssignment), ZClassIdParams),
  /** A pupil's: what is set for them in their classes (started ones), nearest due date first, with progress. */
  assignments: get('/assignment', ZAssignmentList),
  assignment: withParams(get('/assignment/:id', ZAssignment), ZAssignmentIdParams),
  updateAssignment: withParams(put('/assignment/:id', ZAssignmentUpdate, ZAssignment), ZAssignmentIdParams),
  deleteAssignment: withParams(del('/assignment/:id', ZMessageResponse), ZAssignmentIdParams),
  answerAssignment: withParams(
    post('/assignment/:id/answer', ZAssignmentAnswerInput, ZAssignmentAnswerResult),
    ZAssignmentIdParams,
  ),
  assignmentResults: withParams(get('/assignment/:id/results', ZAssignmentResults), ZAssignmentIdParams),
  /** The results as a CSV for a Polish spreadsheet (UTF-8 with BOM, `;`, decimal comma). */
  assignmentResultsCsv: withParams(get('/assignment/:id/results.csv', 'raw'), ZAssignmentIdParams),
  classMarkBands: withParams(get('/class/:id/mark-bands', ZMarkBands), ZClassIdParams),
  updateClassMarkBands: withParams(put('/class/:id/mark-bands', ZMarkBands, ZMarkBands), ZClassIdParams),
  /** The class's register: pupils × assignments with marks, weights, categories and weighted averages. */
  classGradebook: withParams(get('/class/:id/gradebook', ZGradebook), ZClassIdParams),
  /** The register as a CSV (UTF-8 with BOM, `;`, CRLF, decimal comma), one column per assignment. */
  classGradebookCsv: withParams(get('/class/:id/gradebook.csv', 'raw'), ZClassIdParams),
});
