import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseMessages } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFile, buildUploadedFile, FakeXhr } from '../../components/files/files-test-utils';
import { clearSessionAfterEachTest } from '../../test/session';
import { CourseEditorPage } from './CourseEditorPage';
import {
  buildCourse,
  buildNode,
  chapterId,
  courseId,
  formulasId,
  json,
  renderEditor,
  sampleNodes,
  stubEditorApi,
} from './course-editor-test-kit';

// The editor itself is tested in its package; here a textarea stands in for it (hoisted above the imports).
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

const oldId = 'a2a2a2a2-0000-4000-8000-000000000001';
const keptId = 'a2a2a2a2-0000-4000-8000-000000000002';
const newId = 'a2a2a2a2-0000-4000-8000-000000000003';

/** The course whose article 'Wzory' carries two saved attachments. */
const course = () =>
  buildCourse({
    nodes: sampleNodes.map((node) =>
      node.id === formulasId
        ? buildNode({
            ...node,
            attachments: [
              { id: oldId, name: 'stare.pdf', size: 2048, mimeType: 'application/pdf' },
              { id: keptId, name: 'wzory.pdf', size: 1536, mimeType: 'application/pdf' },
            ],
          })
        : node,
    ),
  });

const editUrl = `/account/courses/${courseId}/edit`;
const renderCourse = () => renderEditor(<CourseEditorPage />, { route: '/account/courses/:id/edit', url: editUrl });
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === `/api/course-node/${formulasId}`);

beforeEach(() => {
  FakeXhr.install();
});

clearSessionAfterEachTest();

describe("a course node's attachments in the editor", () => {
  it('lists the saved ones with names and sizes, removes one, uploads another and saves them with the node', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, course()),
        [`PUT /api/course-node/${formulasId}`]: () => json(200, { message: 'Zapisano kurs.', course: course() }),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj „Wzory”' }));
    const dialog = await screen.findByRole('dialog');
    const saved = within(dialog).getByRole('list', { name: 'Zapisane załączniki' });
    const rows = within(saved).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['stare.pdf2 KB', 'wzory.pdf1,5 KB']);
    expect(within(saved).getByRole('link', { name: 'wzory.pdf' }).getAttribute('href')).toBe(
      `/api/file/${keptId}/download`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń załącznik „stare.pdf”' }));
    expect(within(saved).queryByText('stare.pdf')).toBeNull();

    const input = dialog.querySelector('input[type="file"]:not([hidden])');
    if (!input) throw new Error('No file input');
    expect(input.getAttribute('accept')).toContain('.pdf');
    fireEvent.change(input, { target: { files: [buildFile('karta.pdf', 4096, 'application/pdf')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/file']);
    expect((xhr.body as FormData).get('assign')).toBe('COURSE_ATTACHMENT');
    const save = within(dialog).getByRole('button', { name: 'Zapisz element' });
    // The node waits for its upload.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    act(() =>
      xhr.respond(
        201,
        buildUploadedFile({
          id: newId,
          originalname: 'karta.pdf',
          extension: 'pdf',
          size: 4096,
          assign: 'COURSE_ATTACHMENT',
        }),
      ),
    );
    const uploaded = await within(dialog).findByRole('list', { name: 'Przesłane pliki' });
    expect(within(uploaded).getByText('karta.pdf')).toBeInstanceOf(Element);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));

    fireEvent.click(save);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({
      type: 'ARTICLE',
      title: 'Wzory',
      parentId: chapterId,
      attachmentIds: [keptId, newId],
    });
  });

  it("offers no attachments on a chapter, and shows the server's refusal of someone else's file", async () => {
    stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, course()),
        [`PUT /api/course-node/${formulasId}`]: () =>
          json(400, { statusCode: 400, error: 'Bad Request', message: courseMessages.attachmentInvalid }),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj „Ciągi”' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Nazwa' })).toHaveProperty('value', 'Ciągi');
    expect(within(dialog).queryByText('Załączniki')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edytuj „Wzory”' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Załączniki')).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(courseMessages.attachmentInvalid);
  });
});
