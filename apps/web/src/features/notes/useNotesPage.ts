import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { noteKeys, notesApi } from './notes-api';
import './notes.pl';

/** /account/notes: the list of notes and the one chosen in the URL (`?id=`, 'new' for a new note). */
export function useNotesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notes.title'));
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const select = (id: string | null) => setParams(id ? { id } : {});
  const list = useQuery({ queryKey: noteKeys.list, queryFn: ({ signal }) => notesApi.list(signal) });
  return { selected, select, list };
}

/** The notes list query, as the list column reads it. */
export type TNotesListQuery = ReturnType<typeof useNotesPage>['list'];
