import type { TBookSearchResult } from '@zadania/shared';
import type { TEditorVariant } from '../create-editor-extensions';

export type TUploadKind = 'image' | 'video';

/** Uploads a file for the editor; resolves with the stored file's id and its URL. */
export type TUploadFile = (
  file: File,
  options: { kind: TUploadKind; onProgress?: (percent: number) => void; signal?: AbortSignal },
) => Promise<{ id: string; url: string }>;

export type TBookResult = TBookSearchResult;
export type TSearchBooks = (query: string) => Promise<TBookResult[]>;
export type TUserOption = { id: string; label: string };
export type TSearchUsers = (query: string) => Promise<TUserOption[]>;
export type TConceptOption = { id: string; name: string; type: string };
export type TSearchConcepts = (query: string) => Promise<TConceptOption[]>;
/** A task the embed picker offers: `title` is a short plain-text excerpt of the task. */
export type THomeworkOption = { id: string; slug: string; title: string };
export type TSearchHomeworks = (query: string) => Promise<THomeworkOption[]>;
/** One task by id, so an embed shows which task it is while editing. */
export type TLoadHomework = (id: string) => Promise<THomeworkOption>;
/** An interactive exercise (game) the picker offers; `type` is NumberLine or NumberComparison. */
export type TGameOption = { id: string; name: string; type: string };
export type TSearchGames = (query: string) => Promise<TGameOption[]>;
export type TLoadConcept = (id: string) => Promise<{ name: string; descriptionHtml: string }>;
export type TNotify = (message: string, variant?: 'success' | 'error' | 'warning' | 'info') => void;

/** The callbacks through which the editor reaches the app (the package knows nothing of the API). */
export type TEditorCallbacks = {
  uploadFile?: TUploadFile;
  searchBooks?: TSearchBooks;
  searchUsers?: TSearchUsers;
  searchConcepts?: TSearchConcepts;
  loadConcept?: TLoadConcept;
  /** Configures the task-embed tool ('Zadanie'). */
  searchHomeworks?: TSearchHomeworks;
  loadHomework?: TLoadHomework;
  /** Configures the interactive-exercise tool ('Zadanie interaktywne', ADMIN only). */
  searchGames?: TSearchGames;
  notify?: TNotify;
};

export type TRichTextEditorProps = TEditorCallbacks & {
  variant?: TEditorVariant;
  /** The demo variant shows one tool: its name (see `TOOL_NAMES`). */
  demo?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Read-only: no toolbar, no menus, not editable. */
  disabled?: boolean;
  placeholder?: string;
  characterLimit?: number | null;
  /** Height of the writing area in px (default 350; the chat variant grows up to 500). */
  height?: number;
  /** ADMIN-only blocks (interactive exercises, concept fragments). */
  admin?: boolean;
  /** Developer aid: a toolbar button that shows the document's current HTML. Off by default. */
  debug?: boolean;
  /** Called once with the TipTap editor (tests, integrations). */
  onReady?: (editor: import('@tiptap/core').Editor) => void;
  'aria-label'?: string;
  /** The field's value was refused: the writing area says so to assistive technology. */
  'aria-invalid'?: boolean;
  /** Ids of what describes the writing area (the field's hint, its error message). */
  'aria-describedby'?: string;
};
