import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseMessages, fileMessages } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFile, buildUploadedFile, FakeXhr } from '../../components/files/files-test-utils';
import { clearSessionAfterEachTest } from '../../test/session';
import { CourseEditorPage, NewCoursePage } from './CourseEditorPage';
import {
  buildCard,
  buildCourse,
  chapterId,
  courseId,
  formulasId,
  homeworkId,
  json,
  renderEditor,
  revisionId,
  stubEditorApi,
} from './course-editor-test-kit';
import { MyCoursesPage } from './MyCoursesPage';

// The editor itself is tested in its package; here a textarea stands in for it (hoisted above the imports).
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const editUrl = `/account/courses/${courseId}/edit`;
const renderCourse = () => renderEditor(<CourseEditorPage />, { route: '/account/courses/:id/edit', url: editUrl });
const changed = (message: string, course = buildCourse()) => json(200, { message, course });

describe('/account/courses/new', () => {
  it('names the missing fields from the shared schema before sending anything', async () => {
    const calls = stubEditorApi({}, { role: 'TEACHER' });
    renderEditor(<NewCoursePage />, { route: '/account/courses/new', url: '/account/courses/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Utwórz kurs' }));
    expect(await screen.findByText(courseMessages.titleRequired)).toBeInstanceOf(Element);
    expect(screen.getByText(courseMessages.subject)).toBeInstanceOf(Element);
    expect(screen.getByText(courseMessages.level)).toBeInstanceOf(Element);
    expect(screen.getByRole('alert').textContent).toBe('Popraw zaznaczone pola.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the price in grosze and opens the new course in the editor', async () => {
    const calls = stubEditorApi(
      { 'POST /api/course': () => json(201, { message: courseMessages.saved, course: buildCourse({ nodes: [] }) }) },
      { role: 'TEACHER' },
    );
    renderEditor(<NewCoursePage />, { route: '/account/courses/new', url: '/account/courses/new' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tytuł' }), { target: { value: ' Matura z ciągów ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Opis' }), { target: { value: '<p>Opis</p>' } });
    await choose('Przedmiot', 'Matematyka');
    await choose('Poziom', 'Szkoła średnia');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kurs bezpłatny' }));
    const price = screen.getByRole('textbox', { name: /Cena/ });
    fireEvent.change(price, { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz kurs' }));
    expect(await screen.findByText(courseMessages.price)).toBeInstanceOf(Element);
    fireEvent.change(price, { target: { value: '49,99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz kurs' }));
    expect((await screen.findByTestId('destination')).textContent).toBe(editUrl);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        title: 'Matura z ciągów',
        description: '<p>Opis</p>',
        subject: 'MATHS',
        level: 'HIGH_SCHOOL',
        coverFileId: null,
        priceGross: 4999,
      },
    ]);
  });
});

describe('/account/courses/{id}/edit', () => {
  it('adds an article with a formula to the top level', async () => {
    const content = '<p>Suma: <span data-type="inline-math" data-latex="S_n"></span></p>';
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        [`POST /api/course/${courseId}/nodes`]: () => changed('Zapisano kurs.'),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj element' }));
    const dialog = await screen.findByRole('dialog');
    await choose('Rodzaj', 'Artykuł');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Suma ciągu' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Bezpłatny podgląd/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    expect(await within(dialog).findByText(courseMessages.contentRequired)).toBeInstanceOf(Element);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Treść artykułu' }), { target: { value: content } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        type: 'ARTICLE',
        title: 'Suma ciągu',
        parentId: null,
        freePreview: true,
        content,
        fileId: null,
        homeworkId: null,
        homeworkIds: [],
        examId: null,
        homeworkTypeId: null,
        attachmentIds: [],
      },
    ]);
  });

  it('adds a quiz of closed tasks found by search inside a chapter, and shows the server refusing it', async () => {
    const task = {
      id: homeworkId,
      slug: 'suma-ciagu',
      description: '<p>Oblicz sumę ciągu arytmetycznego.</p>',
      closed: true,
    };
    let refuse = true;
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        'GET /api/homework': () => json(200, { results: [task], total: 1, page: 1, pageCount: 1 }),
        [`GET /api/homework/${homeworkId}`]: () => json(200, task),
        [`POST /api/course/${courseId}/nodes`]: () => {
          if (!refuse) return changed('Zapisano kurs.');
          refuse = false;
          return json(400, { statusCode: 400, error: 'Bad Request', message: courseMessages.quizClosedOnly });
        },
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj element w „Ciągi”' }));
    const dialog = await screen.findByRole('dialog');
    await choose('Rodzaj', 'Quiz');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Sprawdzian' } });
    const search = within(dialog).getByRole('searchbox', { name: 'Szukaj zadań' });
    fireEvent.change(search, { target: { value: 'suma' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Wybierz: Oblicz sumę ciągu/ }));
    expect(await within(dialog).findByText('Wybrano: 1')).toBeInstanceOf(Element);
    const searched = calls.find((call) => call.path === '/api/homework')!;
    expect(searched.search.get('search')).toBe('suma');
    expect(searched.search.get('closed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(courseMessages.quizClosedOnly);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      type: 'QUIZ',
      title: 'Sprawdzian',
      parentId: chapterId,
      freePreview: false,
      content: null,
      fileId: null,
      homeworkId: null,
      homeworkIds: [homeworkId],
      examId: null,
      homeworkTypeId: null,
      attachmentIds: [],
    });
  });

  it('moves nodes down, into the chapter before them and out of it, with buttons', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        [`POST /api/course-node/${chapterId}/move`]: () => changed('Zapisano kurs.'),
        [`POST /api/course-node/${revisionId}/move`]: () => changed('Zapisano kurs.'),
        [`POST /api/course-node/${formulasId}/move`]: () => changed('Zapisano kurs.'),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    const down = await screen.findByRole('button', { name: 'Przesuń „Ciągi” w dół' });
    expect(screen.getByRole('button', { name: 'Przesuń „Ciągi” w górę' })).toHaveProperty('disabled', true);
    fireEvent.click(down);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Przenieś „Powtórka” do „Ciągi”' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wyjmij „Wzory” poziom wyżej' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wyjmij „Wzory” poziom wyżej' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      [`/api/course-node/${chapterId}/move`, { parentId: null, position: 1 }],
      [`/api/course-node/${revisionId}/move`, { parentId: chapterId, position: 1 }],
      [`/api/course-node/${formulasId}/move`, { parentId: null, position: 1 }],
    ]);
  });

  it('renames a node and deletes another after a confirmation', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        [`PUT /api/course-node/${formulasId}`]: () => changed('Zapisano kurs.'),
        [`DELETE /api/course-node/${revisionId}`]: () => changed(courseMessages.deleted),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj „Wzory”' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Nazwa' });
    expect(within(dialog).getByRole('textbox', { name: 'Treść artykułu' })).toHaveProperty('value', '<p>a</p>');
    fireEvent.change(name, { target: { value: 'Wzory ciągów' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz element' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Usuń „Powtórka”' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Elementy w środku zostaną usunięte/)).toBeInstanceOf(Element);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(courseMessages.deleted)).toBeInstanceOf(Element);
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map((call) => [call.method, call.path])).toEqual([
      ['PUT', `/api/course-node/${formulasId}`],
      ['DELETE', `/api/course-node/${revisionId}`],
    ]);
    expect(changes[0]!.body).toMatchObject({
      type: 'ARTICLE',
      title: 'Wzory ciągów',
      parentId: chapterId,
      content: '<p>a</p>',
    });
  });

  it('sends the course for review and then offers to withdraw it', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        [`POST /api/course/${courseId}/submit`]: () =>
          changed(
            courseMessages.submitted,
            buildCourse({
              status: 'UNDER_REVIEW',
              policies: { ...buildCourse().policies, update: false, delete: true, submit: false, withdraw: true },
            }),
          ),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    expect(screen.queryByRole('button', { name: 'Wycofaj z weryfikacji' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij do weryfikacji' }));
    expect(await screen.findByText(courseMessages.submitted)).toBeInstanceOf(Element);
    expect(await screen.findByRole('button', { name: 'Wycofaj z weryfikacji' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Wyślij do weryfikacji' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj element' })).toBeNull();
    expect(screen.getByText('Kurs jest w weryfikacji: nie można go teraz edytować.')).toBeInstanceOf(Element);
    const sent = calls.find((call) => call.method === 'POST')!;
    expect([sent.path, sent.body]).toEqual([`/api/course/${courseId}/submit`, {}]);
  });

  it("shows the server's refusal of a submit in Polish", async () => {
    stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse({ nodes: [] })),
        [`POST /api/course/${courseId}/submit`]: () =>
          json(400, { statusCode: 400, error: 'Bad Request', message: courseMessages.emptyCourse }),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    expect(await screen.findByText(/Kurs nie ma jeszcze elementów/)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij do weryfikacji' }));
    expect(await screen.findByText(courseMessages.emptyCourse)).toBeInstanceOf(Element);
  });
});

describe('the course cover', () => {
  const coverId = 'b0b0b0b0-0000-4000-8000-000000000001';
  const picker = () => screen.getByRole('group', { name: 'Okładka kursu' });
  const fileInput = () => {
    const input = picker().querySelector('input[type="file"]');
    if (!input) throw new Error('No file input');
    return input;
  };
  const saveButton = () => screen.getByRole('button', { name: 'Zapisz kartę kursu' });
  const saves = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((call) => call.method === 'PUT' && call.path === `/api/course/${courseId}`).map((call) => call.body);

  beforeEach(() => {
    FakeXhr.install();
  });

  it('uploads a chosen image as EDITOR_IMAGE with progress, previews it and saves its id with the card', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse()),
        [`PUT /api/course/${courseId}`]: () => changed('Zapisano kurs.', buildCourse({ coverFileId: coverId })),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    await screen.findByRole('group', { name: 'Okładka kursu' });
    expect(within(picker()).getByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(within(picker()).queryByRole('button', { name: 'Usuń okładkę' })).toBeNull();
    expect(fileInput().getAttribute('accept')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');

    fireEvent.change(fileInput(), { target: { files: [buildFile('okladka.png')] } });
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/file', 'Bearer access-1']);
    const form = xhr.body as FormData;
    expect(form.get('assign')).toBe('EDITOR_IMAGE');
    expect((form.get('file') as File).name).toBe('okladka.png');
    act(() => xhr.progress(40, 100));
    const progress = await within(picker()).findByRole('progressbar', { name: 'Postęp przesyłania okładki' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(within(picker()).getByText('Przesyłanie okładki… 40%')).toBeInstanceOf(Element);
    expect(within(picker()).getByRole('button', { name: 'Wybierz okładkę' }).hasAttribute('disabled')).toBe(true);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Poczekaj, aż okładka się prześle.')).toBeInstanceOf(Element);

    act(() =>
      xhr.respond(201, buildUploadedFile({ id: coverId, originalname: 'okladka.png', assign: 'EDITOR_IMAGE' })),
    );
    const preview = await within(picker()).findByRole('img', { name: 'Okładka kursu „Matura z ciągów”' });
    expect(preview.getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(preview.getAttribute('loading')).toBe('lazy');
    expect(within(picker()).queryByRole('progressbar')).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(saves(calls)).toEqual([]);

    fireEvent.click(saveButton());
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual({
      title: 'Matura z ciągów',
      description: '<p>Wszystko o ciągach.</p>',
      subject: 'MATHS',
      level: 'HIGH_SCHOOL',
      coverFileId: coverId,
      priceGross: 4999,
    });
  });

  it('removes the saved cover: the save sends coverFileId null', async () => {
    const calls = stubEditorApi(
      {
        [`GET /api/course/${courseId}`]: () => json(200, buildCourse({ coverFileId: coverId })),
        [`PUT /api/course/${courseId}`]: () => changed('Zapisano kurs.'),
      },
      { role: 'TEACHER' },
    );
    renderCourse();
    const preview = await screen.findByRole('img', { name: 'Okładka kursu „Matura z ciągów”' });
    expect(preview.getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(within(picker()).getByRole('button', { name: 'Zmień okładkę' })).toBeInstanceOf(Element);
    fireEvent.click(within(picker()).getByRole('button', { name: 'Usuń okładkę' }));
    expect(within(picker()).queryByRole('img')).toBeNull();
    expect(within(picker()).getByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(within(picker()).getByRole('button', { name: 'Wybierz okładkę' })).toBeInstanceOf(Element);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ title: 'Matura z ciągów', coverFileId: null });
    expect(FakeXhr.instances).toEqual([]);
  });

  it('refuses other formats before sending, and shows why an upload failed', async () => {
    const calls = stubEditorApi(
      { [`GET /api/course/${courseId}`]: () => json(200, buildCourse()) },
      { role: 'TEACHER' },
    );
    renderCourse();
    await screen.findByRole('group', { name: 'Okładka kursu' });
    fireEvent.change(fileInput(), { target: { files: [buildFile('okladka.webp', 1024, 'image/webp')] } });
    expect(
      await screen.findByText('Pominięto plik okladka.webp. Okładka musi być obrazem w formacie: jpg, jpeg, png.'),
    ).toBeInstanceOf(Element);
    fireEvent.change(fileInput(), { target: { files: [buildFile('ogromna.png', 30 * 1024 ** 2)] } });
    expect(await screen.findByText(/Pominięto plik ogromna\.png \(30 MB\)/)).toBeInstanceOf(Element);
    expect(FakeXhr.instances).toEqual([]);

    fireEvent.change(fileInput(), { target: { files: [buildFile('okladka.jpg', 1024, 'image/jpeg')] } });
    act(() =>
      FakeXhr.last().respond(400, { statusCode: 400, error: 'Bad Request', message: fileMessages.imageUnreadable }),
    );
    expect(await screen.findByText(fileMessages.imageUnreadable)).toBeInstanceOf(Element);
    expect(within(picker()).getByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('stops an upload on request and keeps the cover it had', async () => {
    stubEditorApi(
      { [`GET /api/course/${courseId}`]: () => json(200, buildCourse({ coverFileId: coverId })) },
      { role: 'TEACHER' },
    );
    renderCourse();
    await screen.findByRole('img', { name: 'Okładka kursu „Matura z ciągów”' });
    fireEvent.change(fileInput(), { target: { files: [buildFile('nowa.png')] } });
    fireEvent.click(await within(picker()).findByRole('button', { name: 'Przerwij przesyłanie' }));
    expect(FakeXhr.last().aborted).toBe(true);
    await waitFor(() => expect(within(picker()).queryByRole('progressbar')).toBeNull());
    expect(within(picker()).getByRole('img').getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows each course's cover in 'Moje kursy', and a placeholder without one", async () => {
    const other = 'cccccccc-1111-4222-8333-555555555555';
    stubEditorApi(
      {
        'GET /api/course': () =>
          json(200, {
            results: [
              buildCard(),
              { ...buildCard({ id: other, slug: 'fizyka', title: 'Fizyka' }), coverFileId: coverId },
            ],
            total: 2,
            page: 1,
            pageCount: 1,
          }),
      },
      { role: 'TEACHER' },
    );
    renderEditor(<MyCoursesPage />);
    const items = await screen.findAllByRole('listitem');
    const [plain, covered] = items.filter((item) => item.parentElement?.tagName === 'UL');
    expect(within(plain!).getByTestId('course-cover-placeholder')).toBeInstanceOf(Element);
    expect(within(plain!).queryByRole('img')).toBeNull();
    const image = within(covered!).getByRole('img', { name: 'Okładka kursu „Fizyka”' });
    expect(image.getAttribute('src')).toBe(`/api/file/${coverId}/content`);
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
