import {
  assignmentEndpoints,
  generatorEndpoints,
  type TAssignmentCreate,
  type TAssignmentUpdate,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = assignmentEndpoints;

/** Assignments of a class and their results (issue 56, second slice); pages show their own errors, so no toasts. */
export const assignmentsApi = {
  classAssignments: (classId: string, signal?: AbortSignal) =>
    callEndpoint(e.classAssignments, { params: { id: classId }, signal, errorToast: false }),
  create: (classId: string, body: TAssignmentCreate) =>
    callEndpoint(e.createAssignment, { params: { id: classId }, body, errorToast: false }),
  update: (id: string, body: TAssignmentUpdate) =>
    callEndpoint(e.updateAssignment, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(e.deleteAssignment, { params: { id }, errorToast: false }),
  mine: (signal?: AbortSignal) => callEndpoint(e.assignments, { signal, errorToast: false }),
  get: (id: string, signal?: AbortSignal) => callEndpoint(e.assignment, { params: { id }, signal, errorToast: false }),
  answer: (id: string, position: number, answer: string, timeTakenMs?: number) =>
    callEndpoint(e.answerAssignment, { params: { id }, body: { position, answer, timeTakenMs }, errorToast: false }),
  results: (id: string, signal?: AbortSignal) =>
    callEndpoint(e.assignmentResults, { params: { id }, signal, errorToast: false }),
  /** The raw answer of results.csv (read with the session's token like every call). */
  resultsCsv: (id: string) => callEndpoint(e.assignmentResultsCsv, { params: { id }, errorToast: false }),
  /** The class's register: pupils × assignments (GET /class/{id}/gradebook). */
  gradebook: (classId: string, signal?: AbortSignal) =>
    callEndpoint(e.classGradebook, { params: { id: classId }, signal, errorToast: false }),
  /** The raw answer of gradebook.csv (read with the session's token like every call). */
  gradebookCsv: (classId: string) => callEndpoint(e.classGradebookCsv, { params: { id: classId }, errorToast: false }),
  generators: (signal?: AbortSignal) => callEndpoint(generatorEndpoints.list, { signal, errorToast: false }),
};

/** Query keys of assignments; `assignmentKeys.all` covers them all. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  mine: ['assignments', 'mine'] as const,
  ofClass: (classId: string) => ['assignments', 'class', classId] as const,
  assignment: (id: string) => ['assignments', 'assignment', id] as const,
  results: (id: string) => ['assignments', 'results', id] as const,
  gradebook: (classId: string) => ['assignments', 'gradebook', classId] as const,
  generators: ['assignments', 'generators'] as const,
};
