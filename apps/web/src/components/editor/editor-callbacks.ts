import {
  bookEndpoints,
  gameEndpoints,
  homeworkEndpoints,
  mathConceptEndpoints,
  type TBookSearchResult,
  userEndpoints,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { toPlainText } from '../../lib/rich-text/plain-text';
import { fileUrls } from '../files/files-api';
import { uploadFile } from '../files/upload-file';

/** The editor's uploads: images as EDITOR_IMAGE, videos as EDITOR_VIDEO, with progress and abort. */
export async function uploadEditorFile(
  file: File,
  options: { kind: 'image' | 'video'; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<{ id: string; url: string }> {
  const uploaded = await uploadFile({
    file,
    assign: options.kind === 'video' ? 'EDITOR_VIDEO' : 'EDITOR_IMAGE',
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return { id: uploaded.id, url: uploaded.url ?? fileUrls.download(uploaded.id) };
}

/** GET /api/books/search?q= (signed in only); the citation dialog shows the results. */
export async function searchEditorBooks(query: string): Promise<TBookSearchResult[]> {
  const response = await callEndpoint(bookEndpoints.search, {
    query: { q: query },
    errorToast: false,
  });
  return response.results;
}

/** GET /api/math-concept?search=&pageSize=30 (docs/product-spec.md section 9: concept search page size 30). */
export async function searchEditorConcepts(search: string): Promise<{ id: string; name: string; type: string }[]> {
  const response = await callEndpoint(mathConceptEndpoints.list, {
    query: { search: search || undefined, pageSize: 30 },
    errorToast: false,
  });
  return response.results.map(({ id, name, type }) => ({ id, name, type }));
}

/** GET /api/math-concept/{id}: the name and the (sanitized) HTML description to import into a panel. */
export async function loadEditorConcept(id: string): Promise<{ name: string; descriptionHtml: string }> {
  const concept = await callEndpoint(mathConceptEndpoints.get, { params: { id } });
  return { name: concept.name, descriptionHtml: concept.description };
}

/** GET /api/user/selectable?page=1&pageSize=10&search=: the people an '@' mention can name. */
export async function searchEditorUsers(search: string): Promise<{ id: string; label: string }[]> {
  const response = await callEndpoint(userEndpoints.selectable, {
    query: { page: 1, pageSize: 10, search: search || undefined },
    errorToast: false,
  });
  return response.results.map(({ id, displayName }) => ({ id, label: displayName }));
}

/** How long a task's text is in the embed picker when the task has no title of its own (the text stands for it). */
export const HOMEWORK_TITLE_LENGTH = 100;

/** GET /api/homework?search=&pageSize=10: the tasks the editor's 'Zadanie' tool can embed. */
export async function searchEditorHomeworks(search: string): Promise<{ id: string; slug: string; title: string }[]> {
  const response = await callEndpoint(homeworkEndpoints.list, {
    query: { search: search || undefined, pageSize: 10 },
    errorToast: false,
  });
  return response.results.map(({ id, slug, title, description }) => ({
    id,
    slug,
    title: title || toPlainText(description, HOMEWORK_TITLE_LENGTH) || slug,
  }));
}

/** GET /api/game?search=&pageSize=20 (ADMIN's editor): the games the 'Zadanie interaktywne' tool can embed. */
export async function searchEditorGames(search: string): Promise<{ id: string; name: string; type: string }[]> {
  const response = await callEndpoint(gameEndpoints.list, {
    query: { search: search || undefined, pageSize: 20 },
    errorToast: false,
  });
  return response.results.map(({ id, name, type }) => ({ id, name, type }));
}

/** GET /api/homework/{id}: the embedded task's title while editing (a private task the viewer may not see fails). */
export async function loadEditorHomework(id: string): Promise<{ id: string; slug: string; title: string }> {
  const homework = await callEndpoint(homeworkEndpoints.get, { params: { id }, errorToast: false });
  return {
    id: homework.id,
    slug: homework.slug,
    title: homework.title || toPlainText(homework.description, HOMEWORK_TITLE_LENGTH) || homework.slug,
  };
}
