import type { TAdminTeacherVerification, TTeacherVerification } from '@zadania/shared';
import type { TTeacherVerificationRepository } from './teacher-verification.repository';

type TRow = NonNullable<Awaited<ReturnType<TTeacherVerificationRepository['findOne']>>>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** One application as its teacher sees it. */
export function presentVerification({ verification: v, document }: TRow): TTeacherVerification {
  return {
    id: v.id,
    status: v.status,
    declarationText: v.declarationText,
    declaredAt: v.declaredAt.toISOString(),
    countries: v.countries,
    document: document?.id && !v.documentDeletedAt ? { id: document.id, name: document.name } : null,
    documentDeletedAt: iso(v.documentDeletedAt),
    refusalReason: v.refusalReason,
    decidedAt: iso(v.decidedAt),
    verifiedUntil: iso(v.verifiedUntil),
    createdAt: v.createdAt.toISOString(),
  };
}

/** One application in the ADMIN's queue: who asked, from where, the document's route, the checklist. */
export function presentAdminVerification(row: TRow): TAdminTeacherVerification {
  const shown = presentVerification(row);
  return {
    ...shown,
    teacher: row.teacher,
    declaredFromIp: row.verification.declaredFromIp,
    documentUrl: shown.document ? `/api/admin/teacher-verification/${row.verification.id}/document` : null,
    checklist: row.verification.checklist,
    decidedBy: row.decidedBy?.id ? { id: row.decidedBy.id, username: row.decidedBy.username } : null,
  };
}
