import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
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
  ZReportIdParams,
  ZReportList,
  ZReportQueueQuery,
} from './report.schemas';

/** The support area's reports and feedback (issue 20; the spec names no paths, these are ours, under "Support"). */
export const reportEndpoints = defineEndpoints({
  createReport: post('/report', ZReportCreate, ZReportChanged),
  myReports: get('/report/mine', ZMyReportsQuery, ZReportList),
  reportQueue: get('/report', ZReportQueueQuery, ZReportList),
  report: withParams(get('/report/:id', ZReport), ZReportIdParams),
  decideReport: withParams(post('/report/:id/decide', ZReportDecide, ZReportChanged), ZReportIdParams),
  createFeedback: post('/feedback', ZFeedbackCreate, ZMessageResponse),
  feedback: get('/feedback', ZFeedbackQuery, ZFeedbackList),
  readFeedback: withParams(post('/feedback/:id/read', ZEmptyBody, ZMessageResponse), ZReportIdParams),
});
