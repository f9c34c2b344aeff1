import {
  reportEndpoints,
  type TFeedbackCreate,
  type TFeedbackQueryInput,
  type TReportCreate,
  type TReportDecide,
  type TReportQueueQueryInput,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** Reports and feedback (issue 20). Forms and pages show their own errors, so these calls raise no error toast. */
export const reportsApi = {
  create: (body: TReportCreate) => callEndpoint(reportEndpoints.createReport, { body, errorToast: false }),
  mine: (page: number, signal?: AbortSignal) =>
    callEndpoint(reportEndpoints.myReports, { query: { page }, signal, errorToast: false }),
  queue: (query: TReportQueueQueryInput, signal?: AbortSignal) =>
    callEndpoint(reportEndpoints.reportQueue, { query, signal, errorToast: false }),
  decide: (id: string, body: TReportDecide) =>
    callEndpoint(reportEndpoints.decideReport, { params: { id }, body, errorToast: false }),
  sendFeedback: (body: TFeedbackCreate) => callEndpoint(reportEndpoints.createFeedback, { body, errorToast: false }),
  feedback: (query: TFeedbackQueryInput, signal?: AbortSignal) =>
    callEndpoint(reportEndpoints.feedback, { query, signal, errorToast: false }),
  readFeedback: (id: string) => callEndpoint(reportEndpoints.readFeedback, { params: { id }, body: {} }),
};

export const reportKeys = {
  all: ['reports'] as const,
  mine: (page: number) => ['reports', 'mine', page] as const,
  queue: (query: TReportQueueQueryInput) => ['reports', 'queue', query] as const,
  feedback: (query: TFeedbackQueryInput) => ['reports', 'feedback', query] as const,
};
