import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNote, TNoteSave } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { noteKeys, notesApi } from './notes-api';
import './notes.pl';

export type TNoteEditorProps = {
  /** The note to edit, or null for a new one. */
  note: TNote | null;
  onSaved: (note: TNote) => void;
  onDeleted: () => void;
};

/** One note's form: its fields, saving, deleting after a question, and detaching its files; one error for them all. */
export function useNoteEditor({ note, onSaved, onDeleted }: TNoteEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(note?.title ?? t('notes.newTitle'));
  const [content, setContent] = useState(note?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: (body: TNoteSave) => (note ? notesApi.update(note.id, body) : notesApi.create(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(noteKeys.note(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: noteKeys.list });
      showToast({ variant: 'success', message: t('notes.saved') });
      onSaved(saved);
    },
    onError: (failure) => setError(errorText(failure, t('notes.loadError'))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => notesApi.remove(id),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      showToast({ variant: 'success', message: t('notes.deleted') });
      onDeleted();
    },
    onError: (failure) => {
      setConfirming(false);
      setError(errorText(failure, t('notes.loadError')));
    },
  });
  const detach = useMutation({
    mutationFn: (fileId: string) => notesApi.detach(note!.id, fileId),
    onSuccess: (saved) => {
      queryClient.setQueryData(noteKeys.note(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: noteKeys.list });
    },
    onError: (failure) => setError(errorText(failure, t('notes.loadError'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({ title: title.trim(), content });
  };

  return { title, setTitle, content, setContent, error, confirming, setConfirming, save, remove, detach, submit };
}
