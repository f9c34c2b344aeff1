import {
  IconAlertTriangle,
  IconBulb,
  IconCash,
  IconChecklist,
  IconClipboardCheck,
  IconGavel,
  IconHeartHandshake,
  IconHelp,
  IconLifebuoy,
  IconPuzzle,
  IconShieldCheck,
  IconShieldLock,
} from '@tabler/icons-react';
import { can, catalogue, commerce, isAdmin, subject, type TViewer } from '@zadania/shared';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import '../moderation';
import '../jobs';
import '../concept-changes';
import '../admin-payments';
import '../games-admin';
import '../tutoring';
import '../reports';
import '../support';
import '../course-editor';
import '../safeguarding';
import '../safe-messages';
import '../teacher-verification';

/** Which pending count a section shows beside its name. */
export type TAdminCount = 'openHelpRequests' | 'pendingHomeworks' | 'pendingConceptChanges' | 'pendingVerifications';

export type TAdminSection = {
  path: string;
  /** A key of the dictionary: the same name the section's page and the user menu use. */
  labelKey: ParseKeys;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  count?: TAdminCount;
  allowed: (viewer: TViewer) => boolean;
};

/**
 * The ADMIN's tools, in the order of the admin section's navigation (issue 38, item 10): children's help requests first, then the review queues,
 * then the money, the content the platform itself offers and its health.
 */
export const adminSections: readonly TAdminSection[] = [
  // Children's help requests come before everything else (issue 72): their open count shows first, in red.
  {
    path: '/admin/safeguarding',
    labelKey: 'safeguarding.admin.menu',
    icon: IconHeartHandshake,
    count: 'openHelpRequests',
    allowed: isAdmin,
  },
  {
    path: '/admin/homeworks',
    labelKey: 'moderation.reviewQueue',
    icon: IconClipboardCheck,
    count: 'pendingHomeworks',
    allowed: (viewer) => can(viewer, 'reviewHomework', catalogue),
  },
  {
    path: '/admin/concept-changes',
    labelKey: 'conceptChanges.title',
    icon: IconBulb,
    count: 'pendingConceptChanges',
    allowed: (viewer) => can(viewer, 'reviewConceptChanges', catalogue),
  },
  {
    path: '/admin/teacher-verification',
    labelKey: 'teacherVerification.adminMenu',
    icon: IconShieldCheck,
    count: 'pendingVerifications',
    allowed: isAdmin,
  },
  { path: '/admin/courses', labelKey: 'courseEditor.reviewMenu', icon: IconChecklist, allowed: isAdmin },
  { path: '/admin/support', labelKey: 'reports.admin.title', icon: IconLifebuoy, allowed: isAdmin },
  {
    path: '/admin/safeguarding/held-messages',
    labelKey: 'safeMessages.title',
    icon: IconShieldLock,
    allowed: isAdmin,
  },
  { path: '/admin/disputes', labelKey: 'tutoring.disputes.title', icon: IconGavel, allowed: isAdmin },
  {
    path: '/admin/payments',
    labelKey: 'adminPayments.menu',
    icon: IconCash,
    allowed: (viewer) => can(viewer, 'administer', commerce),
  },
  {
    path: '/admin/games',
    labelKey: 'gamesAdmin.menu',
    icon: IconPuzzle,
    allowed: (viewer) => can(viewer, 'create', subject('game', {})),
  },
  { path: '/admin/help', labelKey: 'support.admin.title', icon: IconHelp, allowed: isAdmin },
  {
    path: '/admin/jobs',
    labelKey: 'jobs.title',
    icon: IconAlertTriangle,
    allowed: (viewer) => can(viewer, 'manageBackgroundJobs', catalogue),
  },
];
