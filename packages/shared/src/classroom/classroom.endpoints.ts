import { defineEndpoints } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
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
  connectClassroom: post('/classroom/connect', ZClassroomConnectInput, ZClassroomConnect),
  disconnectClassroom: del('/classroom/connection', ZMessageResponse),
  classroomCourses: get('/classroom/courses', ZClassroomCourseList),
  publishToClassroom: post('/assignment/:id/classroom', ZClassroomPublishInput, ZClassroomLink),
  assignmentClassroom: get('/assignment/:id/classroom', ZClassroomLinks),
});
