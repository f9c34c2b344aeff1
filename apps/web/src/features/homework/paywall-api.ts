import { commerceEndpoints, type TUnlockRequest } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** Token spends on a task. The paywall shows a missing balance (402) in place, so no toast here. */
export const paywallApi = {
  unlock: (homeworkId: string, type: TUnlockRequest['type']) =>
    callEndpoint(commerceEndpoints.unlockHomework, { params: { id: homeworkId }, body: { type }, errorToast: false }),
  requestSolutionCheck: (homeworkId: string, fileIds: string[], comment: string) =>
    callEndpoint(commerceEndpoints.requestSolutionCheck, {
      params: { id: homeworkId },
      body: { fileIds, comment },
      errorToast: false,
    }),
};
