import { classroomEndpoints, type TClassroomPublishInput } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = classroomEndpoints;

/** Google Classroom for a teacher's assignment (issue 56, part 5); the panel shows its own errors, so no toasts. */
export const classroomApi = {
  status: (signal?: AbortSignal) => callEndpoint(e.classroomStatus, { signal, errorToast: false }),
  connect: (returnTo: string) => callEndpoint(e.connectClassroom, { body: { returnTo }, errorToast: false }),
  disconnect: () => callEndpoint(e.disconnectClassroom, { errorToast: false }),
  courses: (signal?: AbortSignal) => callEndpoint(e.classroomCourses, { signal, errorToast: false }),
  links: (id: string, signal?: AbortSignal) =>
    callEndpoint(e.assignmentClassroom, { params: { id }, signal, errorToast: false }),
  publish: (id: string, body: TClassroomPublishInput) =>
    callEndpoint(e.publishToClassroom, { params: { id }, body, errorToast: false }),
};

export const classroomKeys = {
  status: ['classroom', 'status'] as const,
  courses: ['classroom', 'courses'] as const,
  links: (id: string) => ['classroom', 'links', id] as const,
};

/** The panel's Polish texts. */
export const classroomPl = {
  title: 'Google Classroom',
  connect: 'Połącz z Google Classroom',
  connectHint:
    'Połącz swoje konto Google, aby opublikować to zadanie w kursie Classroom i przesyłać tam oceny uczniów.',
  course: 'Kurs Google Classroom',
  coursePlaceholder: 'Wybierz kurs',
  noCourses: 'Nie masz aktywnych kursów w Google Classroom.',
  grade: 'Ocena',
  gradeDraft: 'wersja robocza',
  gradeAssigned: 'wystawiona',
  publish: 'Opublikuj w Classroom',
  published: 'Opublikowano w kursie {course}.',
  openCourseWork: 'Otwórz w Classroom',
  disconnect: 'Odłącz konto Google Classroom',
  gradeKind: { DRAFT: 'Ocena: wersja robocza', ASSIGNED: 'Ocena: wystawiona' },
  pupils: 'Oceny uczniów w Classroom',
  status: { SENT: 'Wysłano', PENDING: 'Czeka', NO_MATCH: 'Brak ucznia w kursie', ERROR: 'Błąd' },
  flags: {
    connected: 'Połączono z Google Classroom.',
    denied: 'Nie udzielono dostępu do Google Classroom.',
    failed: 'Nie udało się połączyć z Google Classroom. Spróbuj ponownie.',
  },
  loadFailed: 'Nie udało się wczytać danych Google Classroom.',
} as const;
