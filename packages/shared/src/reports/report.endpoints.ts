import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZFeedbackCreate,
  ZFeedbackList,
  ZFeedbackQuery,
  ZMyReportsQuery,
  ZReport,
  ZReportChanged,
  ZReportCreate,
  ZReportDecide,
  ZReportList,
  ZReportQueueQuery,
} from './report.schemas';

/** The support area's reports and feedback (issue 20; the spec names no paths, these are ours, under "Support"). */
export const reportEndpoints = defineEndpoints({
  createReport: { method: 'POST', path: '/report', body: ZReportCreate, response: ZReportChanged },
  myReports: { method: 'GET', path: '/report/mine', query: ZMyReportsQuery, response: ZReportList },
  reportQueue: { method: 'GET', path: '/report', query: ZReportQueueQuery, response: ZReportList },
  report: { method: 'GET', path: '/report/:id', response: ZReport },
  decideReport: { method: 'POST', path: '/report/:id/decide', body: ZReportDecide, response: ZReportChanged },
  createFeedback: { method: 'POST', path: '/feedback', body: ZFeedbackCreate, response: ZMessageResponse },
  feedback: { method: 'GET', path: '/feedback', query: ZFeedbackQuery, response: ZFeedbackList },
  readFeedback: { method: 'POST', path: '/feedback/:id/read', body: ZEmptyBody, response: ZMessageResponse },
});
