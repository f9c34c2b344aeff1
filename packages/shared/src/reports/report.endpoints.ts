import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { get, post } from '../api/routes';
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
  createReport: post('/report', ZReportCreate, ZReportChanged),
  myReports: get('/report/mine', ZMyReportsQuery, ZReportList),
  reportQueue: get('/report', ZReportQueueQuery, ZReportList),
  report: get('/report/:id', ZReport),
  decideReport: post('/report/:id/decide', ZReportDecide, ZReportChanged),
  createFeedback: post('/feedback', ZFeedbackCreate, ZMessageResponse),
  feedback: get('/feedback', ZFeedbackQuery, ZFeedbackList),
  readFeedback: post('/feedback/:id/read', ZEmptyBody, ZMessageResponse),
});
