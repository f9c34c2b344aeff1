import {
  fileEndpoints,
  type TTeacherVerificationApply,
  type TTeacherVerificationApproveInput,
  teacherVerificationEndpoints,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** Teacher verification (docs/safeguarding.md): pages show the errors themselves, so no call raises a toast. */
export const teacherVerificationApi = {
  mine: (signal?: AbortSignal) => callEndpoint(teacherVerificationEndpoints.mine, { signal, errorToast: false }),
  apply: (body: TTeacherVerificationApply) =>
    callEndpoint(teacherVerificationEndpoints.apply, { body, errorToast: false }),
  queue: (signal?: AbortSignal) => callEndpoint(teacherVerificationEndpoints.queue, { signal, errorToast: false }),
  approve: (id: string, body: TTeacherVerificationApproveInput) =>
    callEndpoint(teacherVerificationEndpoints.approve, { params: { id }, body, errorToast: false }),
  refuse: (id: string, reason: string) =>
    callEndpoint(teacherVerificationEndpoints.refuse, { params: { id }, body: { reason }, errorToast: false }),
  /** A short signed link to the certificate (the files module lets ADMIN read a VERIFICATION_DOCUMENT). */
  documentLink: (fileId: string) => callEndpoint(fileEndpoints.preview, { params: { id: fileId } }),
};

export const teacherVerificationKeys = {
  mine: ['teacher-verification', 'mine'] as const,
  queue: ['teacher-verification', 'queue'] as const,
};
