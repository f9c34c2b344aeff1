import { cataloguePl } from '../components/catalogue.pl';
import { filesPl } from '../components/files/files.pl';
import { accountDataPl, accountProfilePl, securityPl } from '../features/account/account.pl';
import { adminPaymentsPl } from '../features/admin-payments/admin-payments.pl';
import { assignmentsPl } from '../features/assignments/assignments.pl';
import { confirmEmailPl, forgotPasswordPl, loginPl, registerPl, setPasswordPl } from '../features/auth/auth.pl';
import { loginFormPl, ownPasswordPl } from '../features/auth/own-password.pl';
import { parentalConsentPl } from '../features/auth/parental-consent.pl';
import { chatPl } from '../features/chat/chat.pl';
import { classesPl } from '../features/classes/classes.pl';
import { managedPupilsPl } from '../features/classes/managed-pupils.pl';
import { taskPickerPl } from '../features/classes/task-picker.pl';
import { commercePl } from '../features/commerce/commerce.pl';
import { conceptChangesPl } from '../features/concept-changes/concept-changes.pl';
import { conceptAuthoringPl, conceptsPl } from '../features/concepts/concepts.pl';
import { courseEditorPl } from '../features/course-editor/course-editor.pl';
import { coursebooksPl } from '../features/coursebooks/coursebooks.pl';
import { coursesPl } from '../features/courses/courses.pl';
import { curriculumPl } from '../features/curriculum/curriculum.pl';
import { examsPl } from '../features/exams/exams.pl';
import { gamesPl } from '../features/games/games.pl';
import { gamesAdminPl } from '../features/games-admin/games-admin.pl';
import { generatorsPl } from '../features/generators/generators.pl';
import { homePl } from '../features/home/home.pl';
import { answerCheckPl, homeworkPl, homeworkRatingPl, homeworksPl, paywallPl } from '../features/homework/homework.pl';
import { answerKeyEditorPl, homeworkEditorPl } from '../features/homework-editor/homework-editor.pl';
import { homeworkRequestsPl } from '../features/homework-requests/homework-requests.pl';
import { homeworkTypeAdminPl, homeworkTypesPl } from '../features/homework-types/homework-types.pl';
import { jobsPl } from '../features/jobs/jobs.pl';
import { learningPl } from '../features/learning/learning.pl';
import { legalPl } from '../features/legal/legal.pl';
import { listsPl } from '../features/lists/lists.pl';
import { ltiPl } from '../features/lti/lti.pl';
import { mockExamsPl } from '../features/mock-exams/mock-exams.pl';
import { moderationPl } from '../features/moderation/moderation.pl';
import { notesPl } from '../features/notes/notes.pl';
import { parentsPl } from '../features/parents/parents.pl';
import { presencePl } from '../features/presence/presence.pl';
import { printPl } from '../features/print/print.pl';
import { profilesPl } from '../features/profiles/profiles.pl';
import { reportsPl } from '../features/reports/reports.pl';
import { safeMessagesPl } from '../features/safe-messages/safe-messages.pl';
import { safeguardingPl } from '../features/safeguarding/safeguarding.pl';
import { supportPl } from '../features/support/support.pl';
import { teacherVerificationPl } from '../features/teacher-verification/teacher-verification.pl';
import { tutoringPl } from '../features/tutoring/tutoring.pl';
import { userCardPl } from '../features/user-card/user-card.pl';

import { corePl } from './pl-core';

/**
 * The whole Polish dictionary: its shape defines the typed translation keys. Pages never import it (it would bring
 * every feature's words): the core sections load with the app (pl-core.ts), and each feature's `*.pl.ts` registers
 * its sections when a module that uses them loads (register-dictionary.ts, checked by dictionary-imports.test.ts).
 */
export const pl = {
  ...corePl,
  login: loginPl,
  register: registerPl,
  confirmEmail: confirmEmailPl,
  forgotPassword: forgotPasswordPl,
  setPassword: setPasswordPl,
  parentalConsent: parentalConsentPl,
  parents: parentsPl,
  security: securityPl,
  accountData: accountDataPl,
  accountProfile: accountProfilePl,
  home: homePl,
  learning: learningPl,
  curriculum: curriculumPl,
  generators: generatorsPl,
  catalogue: cataloguePl,
  homeworks: homeworksPl,
  homeworkRating: homeworkRatingPl,
  homework: homeworkPl,
  concepts: conceptsPl,
  exams: examsPl,
  mockExams: mockExamsPl,
  print: printPl,
  homeworkTypes: homeworkTypesPl,
  files: filesPl,
  moderation: moderationPl,
  homeworkEditor: homeworkEditorPl,
  conceptAuthoring: conceptAuthoringPl,
  jobs: jobsPl,
  safeMessages: safeMessagesPl,
  conceptChanges: conceptChangesPl,
  homeworkTypeAdmin: homeworkTypeAdminPl,
  presence: presencePl,
  userCard: userCardPl,
  legal: legalPl,
  chat: chatPl,
  profiles: profilesPl,
  adminPayments: adminPaymentsPl,
  paywall: paywallPl,
  commerce: commercePl,
  lists: listsPl,
  answerCheck: answerCheckPl,
  answerKeyEditor: answerKeyEditorPl,
  gamesAdmin: gamesAdminPl,
  games: gamesPl,
  tutoring: tutoringPl,
  teacherVerification: teacherVerificationPl,
  homeworkRequests: homeworkRequestsPl,
  reports: reportsPl,
  safeguarding: safeguardingPl,
  coursebooks: coursebooksPl,
  support: supportPl,
  notes: notesPl,
  courses: coursesPl,
  courseEditor: courseEditorPl,
  classes: classesPl,
  managedPupils: managedPupilsPl,
  lti: ltiPl,
  loginForm: loginFormPl,
  ownPassword: ownPasswordPl,
  assignments: assignmentsPl,
  taskPicker: taskPickerPl,
} as const;

export type TDictionary = typeof pl;
