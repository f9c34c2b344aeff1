import type { RouteObject } from 'react-router';
import { AppLayout } from '../app/AppLayout';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { prefetchConcept, prefetchExam, prefetchHomework, prefetchHomeworkList, prefetchProfile } from './page-data';
import { RouteErrorPage } from './RouteErrorPage';
import { requireAuth } from './require-auth';
import { signedInRoutes } from './signed-in-routes';

const joinClassPage = () => import('../features/classes/JoinClassPage').then((m) => ({ Component: m.JoinClassPage }));
const profilePage = () => import('../features/profiles/ProfilePage').then((m) => ({ Component: m.ProfilePage }));

/** The app's routes: the browser's router (browser-router.ts) and the server's rendering (ssr/render-page.tsx). */
export const routes: RouteObject[] = [
  // Printable views: no app header or navigation, a light A4 sheet.
  {
    path: 'homeworks/:slug/pdf',
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/print/HomeworkPrintPage').then((m) => ({ Component: m.HomeworkPrintPage })),
  },
  {
    path: 'exams/:slug/pdf',
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/print/ExamPrintPage').then((m) => ({ Component: m.ExamPrintPage })),
  },
  {
    path: 'account/lists/:id/pdf',
    loader: requireAuth,
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/print/ListPrintPage').then((m) => ({ Component: m.ListPrintPage })),
  },
  {
    path: 'classes/:id/card',
    loader: requireAuth,
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/classes/ClassCardPage').then((m) => ({ Component: m.ClassCardPage })),
  },
  {
    path: 'assignments/:id/results/print',
    loader: requireAuth,
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () =>
      import('../features/assignments/AssignmentResultsPrintPage').then((m) => ({
        Component: m.AssignmentResultsPrintPage,
      })),
  },
  {
    path: 'classes/:id/gradebook/print',
    loader: requireAuth,
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/assignments/GradebookPrintPage').then((m) => ({ Component: m.GradebookPrintPage })),
  },
  {
    path: 'invoice',
    loader: requireAuth,
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    lazy: () => import('../features/commerce/InvoicePage').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
          {
            path: 'learn/map',
            loader: requireAuth,
            lazy: () => import('../features/learning/MasteryMapPage').then((m) => ({ Component: m.MasteryMapPage })),
          },
          {
            path: 'learn/session',
            loader: requireAuth,
            lazy: () =>
              import('../features/learning/PracticeSessionPage').then((m) => ({ Component: m.StartSessionPage })),
          },
          {
            path: 'learn/session/:id',
            loader: requireAuth,
            lazy: () =>
              import('../features/learning/PracticeSessionPage').then((m) => ({ Component: m.PracticeSessionPage })),
          },
          {
            path: 'mock/:attemptId',
            loader: requireAuth,
            lazy: () =>
              import('../features/mock-exams/MockAttemptPage').then((m) => ({ Component: m.MockAttemptPage })),
          },
          // A class's join link (the contract's `classJoinPath`) and its short form; a visitor is asked to sign in.
          { path: 'classes/join/:code', lazy: joinClassPage },
          { path: 'join/:code', lazy: joinClassPage },
          // A pupil's launch from Moodle (LTI 1.3): the one-time sign-in code in the fragment.
          {
            path: 'lti/start',
            lazy: () => import('../features/lti/LtiStartPage').then((m) => ({ Component: m.LtiStartPage })),
          },
          { path: 'login', lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'register',
            lazy: () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'confirm-email',
            lazy: () => import('../features/auth/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
          },
          {
            path: 'zgoda-rodzica',
            lazy: () =>
              import('../features/auth/ParentalConsentPage').then((m) => ({ Component: m.ParentalConsentPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'set-password',
            lazy: () => import('../features/auth/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
          },
          {
            path: 'account/own-password',
            loader: requireAuth,
            lazy: () => import('../features/auth/OwnPasswordPage').then((m) => ({ Component: m.OwnPasswordPage })),
          },
          {
            path: 'account/security',
            loader: requireAuth,
            lazy: () => import('../features/account/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
          },
          {
            path: 'account/data',
            loader: requireAuth,
            lazy: () => import('../features/account/AccountDataPage').then((m) => ({ Component: m.AccountDataPage })),
          },
          {
            path: 'account/profile',
            loader: requireAuth,
            lazy: () =>
              import('../features/account/AccountProfilePage').then((m) => ({ Component: m.AccountProfilePage })),
          },
          {
            path: 'account/files',
            loader: requireAuth,
            lazy: () => import('../features/files/MyFilesPage').then((m) => ({ Component: m.MyFilesPage })),
          },
          // Signed in: one's own things, the admin's queues, notifications (signed-in-routes.tsx).
          { loader: requireAuth, children: signedInRoutes },
          {
            path: 'homeworks',
            loader: prefetchHomeworkList,
            lazy: () => import('../features/homework/HomeworksPage').then((m) => ({ Component: m.HomeworksPage })),
          },
          {
            path: 'homeworks/:slug',
            loader: prefetchHomework,
            lazy: () => import('../features/homework/HomeworkPage').then((m) => ({ Component: m.HomeworkPage })),
          },
          {
            path: 'homeworks/save',
            loader: requireAuth,
            lazy: () =>
              import('../features/homework-editor/HomeworkEditorPage').then((m) => ({
                Component: m.HomeworkEditorPage,
              })),
          },
          {
            path: 'homeworks/:slug/edit',
            loader: requireAuth,
            lazy: () =>
              import('../features/homework-editor/HomeworkEditorPage').then((m) => ({
                Component: m.HomeworkEditorPage,
              })),
          },
          {
            path: 'curriculum',
            lazy: () => import('../features/curriculum/CurriculumPage').then((m) => ({ Component: m.CurriculumPage })),
          },
          {
            path: 'generators',
            lazy: () => import('../features/generators/GeneratorsPage').then((m) => ({ Component: m.GeneratorsPage })),
          },
          {
            path: 'generators/:id',
            lazy: () => import('../features/generators/GeneratorPage').then((m) => ({ Component: m.GeneratorPage })),
          },
          {
            path: 'exams',
            lazy: () => import('../features/exams/ExamsPage').then((m) => ({ Component: m.ExamsPage })),
          },
          {
            path: 'exams/:slug',
            loader: prefetchExam,
            lazy: () => import('../features/exams/ExamPage').then((m) => ({ Component: m.ExamPage })),
          },
          {
            path: 'exercises',
            lazy: () => import('../features/games/GamesPage').then((m) => ({ Component: m.GamesPage })),
          },
          {
            path: 'exercises/:id',
            lazy: () => import('../features/games/GamePage').then((m) => ({ Component: m.GamePage })),
          },
          {
            path: 'tutoring',
            lazy: () => import('../features/tutoring/TutorSearchPage').then((m) => ({ Component: m.TutorSearchPage })),
          },
          {
            path: 'tutoring/:teacherId',
            lazy: () =>
              import('../features/tutoring/TutoringBookingPage').then((m) => ({ Component: m.TutoringBookingPage })),
          },
          {
            path: 'resources/homework-types',
            lazy: () =>
              import('../features/homework-types/HomeworkTypesPage').then((m) => ({ Component: m.HomeworkTypesPage })),
          },
          {
            path: 'resources/homework-types/:slug',
            lazy: () =>
              import('../features/homework-types/HomeworkTypePage').then((m) => ({ Component: m.HomeworkTypePage })),
          },
          {
            path: 'subscription',
            lazy: () =>
              import('../features/commerce/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
          },
          {
            path: 'editor',
            lazy: () => import('../features/editor-docs/EditorDocsPage').then((m) => ({ Component: m.EditorDocsPage })),
          },
          {
            path: 'resources/concepts',
            lazy: () => import('../features/concepts/ConceptsPage').then((m) => ({ Component: m.ConceptsPage })),
          },
          {
            path: 'resources/books',
            lazy: () => import('../features/coursebooks/BooksPage').then((m) => ({ Component: m.BooksPage })),
          },
          {
            path: 'resources/books/:slug',
            lazy: () => import('../features/coursebooks/BookPage').then((m) => ({ Component: m.BookPage })),
          },
          {
            path: 'resources/concepts/:slug',
            loader: prefetchConcept,
            lazy: () => import('../features/concepts/ConceptPage').then((m) => ({ Component: m.ConceptPage })),
          },
          // Courses, the student side (issue 20): public reading pages, no editor code.
          {
            path: 'courses',
            lazy: () => import('../features/courses/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
          },
          {
            path: 'courses/:slug',
            lazy: () => import('../features/courses/CoursePage').then((m) => ({ Component: m.CoursePage })),
          },
          {
            path: 'courses/:slug/learn/:nodeId',
            lazy: () => import('../features/courses/CoursePlayerPage').then((m) => ({ Component: m.CoursePlayerPage })),
          },
          // The regulamin, the privacy policy, the child-protection standards: linked from registration and the footer.
          {
            path: 'regulamin',
            lazy: () => import('../features/legal/LegalDocumentPage').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'polityka-prywatnosci',
            lazy: () => import('../features/legal/LegalDocumentPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
          },
          // The Standardy Ochrony Małoletnich (art. 22b–22c of the act) and their version for children.
          {
            path: 'standardy-ochrony-maloletnich',
            lazy: () =>
              import('../features/legal/LegalDocumentPage').then((m) => ({
                Component: m.ChildProtectionStandardsPage,
              })),
          },
          {
            path: 'standardy-ochrony-maloletnich/dla-dzieci',
            lazy: () =>
              import('../features/legal/LegalDocumentPage').then((m) => ({
                Component: m.ChildProtectionForChildrenPage,
              })),
          },
          // The help centre (issue 20): public reading pages, no editor code.
          {
            path: 'help',
            lazy: () => import('../features/support/HelpCentrePage').then((m) => ({ Component: m.HelpCentrePage })),
          },
          {
            path: 'help/:slug',
            lazy: () => import('../features/support/HelpArticlePage').then((m) => ({ Component: m.HelpArticlePage })),
          },
          // Profiles by the viewed user's role; the page moves a link with the wrong role to the right path.
          { path: 'teachers/:username', loader: prefetchProfile, lazy: profilePage },
          { path: 'users/:username', loader: prefetchProfile, lazy: profilePage },
          { path: 'admins/:username', loader: prefetchProfile, lazy: profilePage },
          // Shared with the error boundary (404 responses), so it ships in the main chunk.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
