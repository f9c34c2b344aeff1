import { useRef } from 'react';
import type { TEditorCallbacks } from './types';

/** Every callback the editor takes from its props (the record makes the compiler check the list is whole). */
const CALLBACK_NAMES = Object.keys({
  uploadFile: true,
  searchBooks: true,
  searchUsers: true,
  searchConcepts: true,
  loadConcept: true,
  searchHomeworks: true,
  loadHomework: true,
  searchGames: true,
  notify: true,
} satisfies Record<keyof TEditorCallbacks, true>) as (keyof TEditorCallbacks)[];

/** The callbacks among the props, as one object that stays the same while none of them changes. */
export function useEditorCallbacks(props: TEditorCallbacks): TEditorCallbacks {
  const callbacks = useRef<TEditorCallbacks | null>(null);
  const previous = callbacks.current;
  if (!previous || CALLBACK_NAMES.some((name) => previous[name] !== props[name])) {
    callbacks.current = Object.fromEntries(CALLBACK_NAMES.map((name) => [name, props[name]]));
  }
  return callbacks.current ?? {};
}
