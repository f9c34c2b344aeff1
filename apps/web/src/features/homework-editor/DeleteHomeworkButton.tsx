import { isAdmin, type TViewer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '../../components/ConfirmedDeleteButton';
import { showToast } from '../../lib/toasts';
import { homeworkEditorApi } from './homework-editor-api';
import './homework-editor.pl';

/** Where a person lands after deleting a task (docs/product-spec.md section 2): ADMIN on the admin list, others on their own. */
export const afterDeletePath = (viewer: TViewer) => (isAdmin(viewer) ? '/admin/homeworks' : '/account/homeworks');

/** The delete button with its confirmation dialog (ADMIN or the author; the caller checks). */
export function DeleteHomeworkButton({
  homeworkId,
  viewer,
  onDeleted,
}: {
  homeworkId: string;
  viewer: TViewer;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmedDeleteButton
      remove={() => homeworkEditorApi.remove(homeworkId)}
      onDeleted={() => {
        onDeleted?.();
        showToast({ variant: 'success', message: t('homeworkEditor.deleted') });
        navigate(afterDeletePath(viewer));
      }}
      label={t('homeworkEditor.delete')}
      title={t('homeworkEditor.deleteTitle')}
      question={t('homeworkEditor.deleteConfirm')}
      cancelLabel={t('homeworkEditor.deleteNo')}
      confirmLabel={t('homeworkEditor.deleteYes')}
    />
  );
}
