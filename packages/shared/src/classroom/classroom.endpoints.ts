import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import { ZAssignmentIdParams } from '../assignments/assignment.schemas';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZClassroomCallbackQuery,
  ZClassroomConnect,
  ZClassroomConnectInput,
  ZClassroomCourseList,
  ZClassroomLink,
  ZClassroomLinks,
  ZClassroomPublishInput,
  ZClassroomStatus,
} from './classroom.schemas';

/** Google Classroom for a teacher's assignments (issue 56, part 5). The OAuth callback is Google's, not the web's. */
export const classroomEndpoints = defineEndpoints({
  classroomStatus: get('/classroom/status', ZClassroomStatus),
  /** Google's redirect after the teacher's consent: a 302 back to the web, not a call of the web's. */
  classroomCallback: get('/classroom/callback', ZClassroomCallbackQuery, 'raw'),
  connectClassroom: post('/classroom/connect', ZClassroomConnectInput, ZClassroomConnect),
  disconnectClassroom: del('/classroom/connection', ZMessageResponse),
  classroomCourses: get('/classroom/courses', ZClassroomCourseList),
  publishToClassroom: withParams(
    post('/assignment/:id/classroom', ZClassroomPublishInput, ZClassroomLink),
    ZAssignmentIdParams,
  ),
  assignmentClassroom: withParams(get('/assignment/:id/classroom', ZClassroomLinks), ZAssignmentIdParams),
});
