import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCourse } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../../test/downloads';
import { clearSessionAfterEachTest } from '../../test/session';
import { CoursePlayerPage } from './CoursePlayerPage';
import { buildCourse, courseJson, ids, renderCourses, stubCoursesApi } from './courses-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const route = '/courses/:slug/learn/:nodeId';
const learn = (nodeId: string) => `/courses/matura-z-matematyki/learn/${nodeId}`;
const pdfId = 'a1a1a1a1-0000-4000-8000-000000000001';
const zipId = 'a1a1a1a1-0000-4000-8000-000000000002';

/** The course with the first article carrying two attachments (the viewer may open it). */
const withAttachments = (overrides: Partial<TCourse> = {}) => {
  const course = buildCourse({ enrolled: true, policies: { ...buildCourse().policies, join: false, access: true } });
  return {
    ...course,
    nodes: course.nodes.map((node) =>
      node.id === ids.article
        ? {
            ...node,
            attachments: [
              { id: pdfId, name: 'Wzory funkcji.pdf', size: 1536, mimeType: 'application/pdf' },
              { id: zipId, name: 'zadania.zip', size: 3 * 1024 ** 2, mimeType: 'application/zip' },
            ],
          }
        : node,
    ),
    ...overrides,
  };
};

clearSessionAfterEachTest();

describe("a course node's attachments in the player", () => {
  it('lists them under the content as download links with name and size, and downloads one with the session', async () => {
    const calls = stubCoursesApi({
      'GET /api/course/matura-z-matematyki': () => courseJson(withAttachments()),
      [`GET /api/file/${pdfId}/download`]: () =>
        new Response('%PDF', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Wzory funkcji.pdf"' },
        }),
    });
    stubObjectUrls('blob:wzory');
    let saved: { href: string; download: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });

    renderCourses(<CoursePlayerPage />, { route, url: learn(ids.article) });
    const content = await screen.findByText('Funkcja przyporządkowuje.');
    const section = screen.getByRole('region', { name: 'Załączniki' });
    // Under the content.
    expect(content.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const pdf = within(section).getByRole('link', { name: 'Pobierz Wzory funkcji.pdf (1,5 KB)' });
    expect(pdf.getAttribute('href')).toBe(`/api/file/${pdfId}/download`);
    expect(pdf.textContent).toBe('Wzory funkcji.pdf');
    const zip = within(section).getByRole('link', { name: 'Pobierz zadania.zip (3 MB)' });
    expect(zip.getAttribute('href')).toBe(`/api/file/${zipId}/download`);
    expect(section.textContent).toContain('(1,5 KB)');

    fireEvent.click(pdf);
    await waitFor(() => expect(saved).toEqual({ href: 'blob:wzory', download: 'Wzory funkcji.pdf' }));
    expect(calls.filter((call) => call.path.startsWith('/api/file/')).map((call) => call.path)).toEqual([
      `/api/file/${pdfId}/download`,
    ]);
  });

  it('shows no attachments section for a node without any', async () => {
    stubCoursesApi({ 'GET /api/course/matura-z-matematyki': () => courseJson(withAttachments()) });
    renderCourses(<CoursePlayerPage />, { route, url: learn(ids.video) });
    await screen.findByRole('heading', { level: 1, name: 'Wykres funkcji' });
    expect(screen.queryByRole('region', { name: 'Załączniki' })).toBeNull();
  });
});
