import { managedPupilEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = managedPupilEndpoints;

/** Pupils' accounts without e-mail: made in bulk, and given new one-time passwords (answered once, never cached). */
export const managedPupilsApi = {
  create: (classId: string, names: string[]) =>
    callEndpoint(e.createClassPupils, { params: { id: classId }, body: { names }, errorToast: false }),
  resetPassword: (classId: string, userId: string) =>
    callEndpoint(e.resetClassPupilPassword, { params: { id: classId, userId }, body: {} }),
};
