import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post } from '../api/routes';
import {
  ZAdminTeacherVerificationQueue,
  ZMyTeacherVerification,
  ZTeacherVerificationApplied,
  ZTeacherVerificationApply,
  ZTeacherVerificationApprove,
  ZTeacherVerificationDecided,
  ZTeacherVerificationIdParams,
  ZTeacherVerificationRefuse,
} from './teacher-verification.schemas';

/** Teacher verification (issue 72, docs/safeguarding.md): the teacher's application and the ADMIN's decision. */
export const teacherVerificationEndpoints = defineEndpoints({
  apply: post('/teacher-verification', ZTeacherVerificationApply, ZTeacherVerificationApplied),
  mine: get('/teacher-verification', ZMyTeacherVerification),
  queue: get('/admin/teacher-verification', ZAdminTeacherVerificationQueue),
  document: withParams(get('/admin/teacher-verification/:id/document', 'raw'), ZTeacherVerificationIdParams),
  approve: withParams(
    post('/admin/teacher-verification/:id/approve', ZTeacherVerificationApprove, ZTeacherVerificationDecided),
    ZTeacherVerificationIdParams,
  ),
  refuse: withParams(
    post('/admin/teacher-verification/:id/refuse', ZTeacherVerificationRefuse, ZTeacherVerificationDecided),
    ZTeacherVerificationIdParams,
  ),
});
