import type { RouteObject } from 'react-router';

/**
 * The pages behind sign-in that hang under one guard in router.tsx: one's own tasks and the admin's review queue,
 * notifications, payments, lists, chat, tutoring, courses and the admin's tools.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'account/homeworks',
    lazy: () =>
      import('../features/moderation/ModerationHomeworksPage').then((m) => ({
        Component: m.MyHomeworksPage,
      })),
  },
  {
    path: 'account/homeworks/:slug',
    lazy: () =>
      import('../features/moderation/ModerationHomeworkPage').then((m) => ({
        Component: m.OwnHomeworkPage,
      })),
  },
  {
    path: 'chat',
    lazy: () => import('../features/chat/ChatPage').then((m) => ({ Component: m.ChatPage })),
  },
  // The parent's place (issue 71): a linked child's page, the children's purchase requests, linking by consent.
  {
    path: 'parent/children/:id',
    lazy: () => import('../features/parents/ChildPage').then((m) => ({ Component: m.ChildPage })),
  },
  {
    path: 'parent/requests',
    lazy: () => import('../features/parents/PurchaseRequestsPage').then((m) => ({ Component: m.PurchaseRequestsPage })),
  },
  {
    path: 'parent/link',
    lazy: () => import('../features/parents/LinkFromConsentPage').then((m) => ({ Component: m.LinkFromConsentPage })),
  },
  {
    path: 'checkout/:productCode',
    lazy: () => import('../features/commerce/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'checkout/demo/:paymentId',
    lazy: () => import('../features/commerce/DemoPaymentPage').then((m) => ({ Component: m.DemoPaymentPage })),
  },
  {
    path: 'payment/:id',
    lazy: () => import('../features/commerce/PaymentResultPage').then((m) => ({ Component: m.PaymentResultPage })),
  },
  {
    path: 'account/wallet',
    lazy: () => import('../features/commerce/WalletPage').then((m) => ({ Component: m.WalletPage })),
  },
  {
    path: 'account/payments',
    lazy: () => import('../features/commerce/PaymentsPage').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    path: 'account/lists',
    lazy: () => import('../features/lists/ListsPage').then((m) => ({ Component: m.ListsPage })),
  },
  {
    path: 'account/lists/:id',
    lazy: () => import('../features/list-page/ListPage').then((m) => ({ Component: m.ListPage })),
  },
  // School classes (issue 56): a teacher's classes and one class, a pupil's memberships.
  {
    path: 'classes',
    lazy: () => import('../features/classes/ClassesPage').then((m) => ({ Component: m.ClassesPage })),
  },
  {
    path: 'classes/:id',
    lazy: () => import('../features/classes/ClassPage').then((m) => ({ Component: m.ClassPage })),
  },
  {
    path: 'classes/:id/pupils/:pupilId',
    lazy: () => import('../features/classes/ClassPupilPage').then((m) => ({ Component: m.ClassPupilPage })),
  },
  {
    path: 'classes/:id/gradebook',
    lazy: () => import('../features/assignments/GradebookPage').then((m) => ({ Component: m.GradebookPage })),
  },
  // Assignments (issue 56, second slice): set for a class, worked on by its pupils, results for its teachers.
  {
    path: 'classes/:id/assignments/new',
    lazy: () => import('../features/classes/NewAssignmentPage').then((m) => ({ Component: m.NewAssignmentPage })),
  },
  {
    path: 'assignments',
    lazy: () =>
      import('../features/assignments/PupilAssignmentsPage').then((m) => ({ Component: m.PupilAssignmentsPage })),
  },
  {
    path: 'assignments/:id',
    lazy: () => import('../features/assignments/AssignmentPage').then((m) => ({ Component: m.AssignmentPage })),
  },
  {
    path: 'assignments/:id/edit',
    lazy: () => import('../features/classes/EditAssignmentPage').then((m) => ({ Component: m.EditAssignmentPage })),
  },
  {
    path: 'assignments/:id/results',
    lazy: () =>
      import('../features/assignments/AssignmentResultsPage').then((m) => ({ Component: m.AssignmentResultsPage })),
  },
  {
    path: 'account/notes',
    lazy: () => import('../features/notes/NotesPage').then((m) => ({ Component: m.NotesPage })),
  },
  {
    path: 'requests',
    lazy: () => import('../features/homework-requests/RequestsPage').then((m) => ({ Component: m.RequestsPage })),
  },
  {
    path: 'requests/new',
    lazy: () => import('../features/homework-requests/NewRequestPage').then((m) => ({ Component: m.NewRequestPage })),
  },
  {
    path: 'requests/:id',
    lazy: () => import('../features/homework-requests/RequestPage').then((m) => ({ Component: m.RequestPage })),
  },
  {
    path: 'account/tutoring',
    lazy: () =>
      import('../features/tutoring/AccountTutoringPage').then((m) => ({
        Component: m.AccountTutoringPage,
      })),
  },
  {
    path: 'account/bookings',
    lazy: () => import('../features/tutoring/BookingsPage').then((m) => ({ Component: m.BookingsPage })),
  },
  {
    path: 'account/calendar',
    lazy: () => import('../features/tutoring/CalendarPage').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: 'account/lessons/:id',
    lazy: () => import('../features/tutoring/LessonPage').then((m) => ({ Component: m.LessonPage })),
  },
  {
    path: 'account/students',
    lazy: () => import('../features/tutoring/StudentsPage').then((m) => ({ Component: m.StudentsPage })),
  },
  // Teacher verification (issue 72): the teacher's application for work with minors.
  {
    path: 'teacher/verification',
    lazy: () =>
      import('../features/teacher-verification/TeacherVerificationPage').then((m) => ({
        Component: m.TeacherVerificationPage,
      })),
  },
  {
    path: 'account/reports',
    lazy: () => import('../features/reports/MyReportsPage').then((m) => ({ Component: m.MyReportsPage })),
  },
  {
    path: 'account/notifications',
    lazy: () => import('../features/moderation/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  },
  // Courses: a teacher's own courses and their editor, ADMIN's review queue.
  {
    path: 'account/courses',
    lazy: () => import('../features/course-editor/MyCoursesPage').then((m) => ({ Component: m.MyCoursesPage })),
  },
  {
    path: 'account/courses/new',
    lazy: () => import('../features/course-editor/CourseEditorPage').then((m) => ({ Component: m.NewCoursePage })),
  },
  {
    path: 'account/courses/:id/edit',
    lazy: () =>
      import('../features/course-editor/CourseEditorPage').then((m) => ({
        Component: m.CourseEditorPage,
      })),
  },
  // The ADMIN's tools under the admin section's own navigation (features/admin/AdminLayout.tsx).
  {
    lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        path: 'admin/homeworks',
        lazy: () =>
          import('../features/moderation/ModerationHomeworksPage').then((m) => ({
            Component: m.ReviewQueuePage,
          })),
      },
      {
        path: 'admin/homeworks/:slug',
        lazy: () =>
          import('../features/moderation/ModerationHomeworkPage').then((m) => ({
            Component: m.AdminHomeworkPage,
          })),
      },
      {
        path: 'admin/concept-changes',
        lazy: () =>
          import('../features/concept-changes/ConceptChangesPage').then((m) => ({
            Component: m.ConceptChangesPage,
          })),
      },
      {
        path: 'admin/safeguarding/held-messages',
        lazy: () =>
          import('../features/safe-messages/HeldMessagesPage').then((m) => ({ Component: m.HeldMessagesPage })),
      },
      {
        path: 'admin/jobs',
        lazy: () => import('../features/jobs/FailedJobsPage').then((m) => ({ Component: m.FailedJobsPage })),
      },
      {
        path: 'admin/payments',
        lazy: () =>
          import('../features/admin-payments/AdminPaymentsPage').then((m) => ({
            Component: m.AdminPaymentsPage,
          })),
      },
      {
        path: 'admin/games',
        lazy: () => import('../features/games-admin/GamesAdminPage').then((m) => ({ Component: m.GamesAdminPage })),
      },
      {
        path: 'admin/games/new',
        lazy: () => import('../features/games-admin/GameEditorPage').then((m) => ({ Component: m.GameCreatePage })),
      },
      {
        path: 'admin/games/:id/edit',
        lazy: () => import('../features/games-admin/GameEditorPage').then((m) => ({ Component: m.GameEditPage })),
      },
      {
        path: 'admin/help',
        lazy: () => import('../features/support/SupportAdminPage').then((m) => ({ Component: m.SupportAdminPage })),
      },
      {
        path: 'admin/safeguarding',
        lazy: () =>
          import('../features/safeguarding/AdminSafeguardingPage').then((m) => ({
            Component: m.AdminSafeguardingPage,
          })),
      },
      {
        path: 'admin/support',
        lazy: () => import('../features/reports/AdminSupportPage').then((m) => ({ Component: m.AdminSupportPage })),
      },
      {
        path: 'admin/teacher-verification',
        lazy: () =>
          import('../features/teacher-verification/AdminTeacherVerificationPage').then((m) => ({
            Component: m.AdminTeacherVerificationPage,
          })),
      },
      {
        path: 'admin/disputes',
        lazy: () => import('../features/tutoring/DisputesPage').then((m) => ({ Component: m.DisputesPage })),
      },
      {
        path: 'admin/courses',
        lazy: () =>
          import('../features/course-editor/CourseReviewPage').then((m) => ({ Component: m.CourseReviewPage })),
      },
    ],
  },
];
