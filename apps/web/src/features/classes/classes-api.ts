import { classEndpoints, type TClassCreate, type TClassPupilUpdate, type TClassUpdate } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = classEndpoints;

/** School classes (issue 56); pages and dialogs show their own errors, so no error toasts. */
export const classesApi = {
  list: (signal?: AbortSignal) => callEndpoint(e.classes, { signal, errorToast: false }),
  get: (id: string, signal?: AbortSignal) => callEndpoint(e.class, { params: { id }, signal, errorToast: false }),
  create: (body: TClassCreate) => callEndpoint(e.createClass, { body, errorToast: false }),
  update: (id: string, body: TClassUpdate) => callEndpoint(e.updateClass, { params: { id }, body, errorToast: false }),
  join: (code: string) => callEndpoint(e.joinClass, { body: { code }, errorToast: false }),
  leave: (id: string) => callEndpoint(e.leaveClass, { params: { id }, body: {}, errorToast: false }),
  newCode: (id: string) => callEndpoint(e.newClassCode, { params: { id }, body: {}, errorToast: false }),
  approve: (id: string, userId: string) =>
    callEndpoint(e.approveClassPupil, { params: { id, userId }, body: {}, errorToast: false }),
  removePupil: (id: string, userId: string) =>
    callEndpoint(e.removeClassPupil, { params: { id, userId }, errorToast: false }),
  updatePupil: (id: string, userId: string, body: TClassPupilUpdate) =>
    callEndpoint(e.updateClassPupil, { params: { id, userId }, body, errorToast: false }),
  movePupil: (id: string, userId: string, toClassId: string) =>
    callEndpoint(e.moveClassPupil, { params: { id, userId }, body: { toClassId }, errorToast: false }),
  addTeacher: (id: string, username: string) =>
    callEndpoint(e.addClassTeacher, { params: { id }, body: { username }, errorToast: false }),
  removeTeacher: (id: string, userId: string) =>
    callEndpoint(e.removeClassTeacher, { params: { id, userId }, errorToast: false }),
};

/** Query keys of classes; `classKeys.all` covers them all. */
export const classKeys = {
  all: ['classes'] as const,
  list: ['classes', 'list'] as const,
  class: (id: string) => ['classes', 'class', id] as const,
};
