import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test/render-editor';
import type { TBookResult, TGameOption, THomeworkOption, TUploadFile } from './types';

const submit = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = async (label: string | RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } });
  });
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

async function chooseFile(name: string, size = 1000) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
  return file;
}

describe('link dialog', () => {
  it('validates the address and the text before enabling submit', async () => {
    const { editor } = await renderEditor({ value: '<p>Ala</p>' });
    await act(async () => {
      editor.commands.focus('end');
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    });
    expect(submit('Zapisz').disabled).toBe(true);
    await type('Adres URL', 'javascript:alert(1)');
    expect(screen.getByText('Wpisany adres URL jest nieprawidłowy!')).toBeInstanceOf(Element);
    expect(screen.getByText('Wpisz poprawny adres URL')).toBeInstanceOf(Element);
    expect(submit('Zapisz').disabled).toBe(true);
    await type('Adres URL', 'https://example.com');
    expect(screen.getByText('Wpisany adres URL jest prawidłowy!')).toBeInstanceOf(Element);
    expect(submit('Zapisz').disabled).toBe(true);
    fireEvent.blur(input(/Tekst/));
    expect(screen.getByText('Wymagane pole')).toBeInstanceOf(Element);
    await type(/Tekst/, 'strona');
    expect(submit('Zapisz').disabled).toBe(false);
    await act(async () => fireEvent.click(submit('Zapisz')));
    expect(editor.getHTML()).toBe('<p>Ala<a href="https://example.com">strona</a></p>');
  });

  it("shows 'Wymagane pole' for an emptied address", async () => {
    await renderEditor({ value: '<p>Ala</p>' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link' })));
    fireEvent.blur(input('Adres URL'));
    expect(screen.getByText('Wymagane pole')).toBeInstanceOf(Element);
  });
});

describe('image dialog', () => {
  const open = async (uploadFile: TUploadFile) => {
    const result = await renderEditor({ value: '<p>Ala</p>', uploadFile });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Obraz' })));
    return result;
  };

  it('uploads with progress and inserts the image only when done', async () => {
    const upload = deferred<{ id: string; url: string }>();
    let progress: ((percent: number) => void) | undefined;
    const uploadFile = vi.fn<TUploadFile>((_file, options) => {
      progress = options.onProgress;
      return upload.promise;
    });
    const { editor } = await open(uploadFile);
    expect(submit('Dodaj').disabled).toBe(true);
    await chooseFile('wykres.png');
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ kind: 'image' }));
    await act(async () => progress?.(40));
    expect(screen.getByTestId('upload-progress').textContent).toBe('40%');
    expect(submit('Dodaj').disabled).toBe(true);
    await act(async () => upload.resolve({ id: 'f1', url: '/api/file/f1' }));
    expect(submit('Dodaj').disabled).toBe(false);
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('<img src="/api/file/f1" data-file-id="f1"');
  });

  it('a failed upload leaves no image', async () => {
    const upload = deferred<{ id: string; url: string }>();
    const { editor } = await open(() => upload.promise);
    await chooseFile('wykres.png');
    await act(async () => upload.reject(new Error('500')));
    expect(screen.getByText('Nie udało się przesłać pliku.')).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    expect(editor.getHTML()).not.toContain('<img');
  });

  it('refuses other formats and files over 25 MB', async () => {
    const uploadFile = vi.fn<TUploadFile>();
    await open(uploadFile);
    await chooseFile('rysunek.bmp');
    expect(screen.getByText(/Nieprawidłowy format pliku!/)).toBeInstanceOf(Element);
    await chooseFile('duzy.jpg', 25 * 1024 * 1024 + 1);
    expect(screen.getByText(/Zbyt duży rozmiar pliku!/)).toBeInstanceOf(Element);
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('accepts an optional link only when valid', async () => {
    const { editor } = await open(vi.fn<TUploadFile>());
    await type('Link do obrazu (opcjonalnie)', 'javascript:alert(1)');
    expect(screen.getByText('Adres URL obrazu jest nieprawidłowy!')).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    await type('Link do obrazu (opcjonalnie)', 'https://example.com/a.png');
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('<img src="https://example.com/a.png"');
  });
});

describe('video dialog', () => {
  const open = async () => {
    const result = await renderEditor({
      value: '<p>Ala</p>',
      uploadFile: vi.fn<TUploadFile>(() => new Promise(() => {})),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Film' })));
    return result;
  };

  it('accepts YouTube links as embeds and refuses other hosts', async () => {
    const { editor } = await open();
    await type(/Link do filmu/, 'https://example.com/film.mp4');
    expect(screen.getByText(/Dozwolone są tylko linki z YouTube lub Vimeo/)).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    await type(/Link do filmu/, 'https://youtu.be/dQw4w9WgXcQ');
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
  });

  it('uses an .m3u8 stream link as the video source', async () => {
    const { editor } = await open();
    await type(/Link do filmu/, 'https://cdn.example.com/live/playlist.m3u8');
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('<video data-type="video" src="https://cdn.example.com/live/playlist.m3u8"');
  });

  it('warns that mp4 files play after a few minutes', async () => {
    await open();
    await chooseFile('lekcja.mp4');
    expect(screen.getByTestId('mp4-warning').textContent).toMatch(/po kilku minutach/);
    await chooseFile('lekcja.mov');
    expect(screen.getByText(/Nieprawidłowy format pliku!/)).toBeInstanceOf(Element);
  });
});

describe('citation dialog', () => {
  const book: TBookResult = {
    title: 'Pan Tadeusz',
    authors: ['Adam Mickiewicz'],
    publisher: 'Aleksander Jełowicki',
    publishDate: '1834',
    publishPlace: 'Paryż',
    isbn: '9788373271890',
    pages: 340,
    coverEditionKey: 'OL1M',
    coverUrl: '/api/books/cover/OL1M',
  };

  it('requires a title of at least 3 characters', async () => {
    const { editor } = await renderEditor({ value: '<p>Ala</p>' });
    await act(async () => {
      editor.commands.focus('end');
      fireEvent.click(screen.getByRole('button', { name: 'Cytowanie' }));
    });
    expect(submit('Dodaj').disabled).toBe(true);
    fireEvent.blur(input(/Tytuł/));
    expect(screen.getByText('Wymagane pole')).toBeInstanceOf(Element);
    await type(/Tytuł/, 'Ab');
    expect(screen.getByText('Minimum 3 znaki')).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    await type(/Tytuł/, 'Abc');
    await type('Adres URL', 'javascript:x');
    expect(screen.getByText('Nieprawidłowy link')).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    await type('Adres URL', '');
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('data-type="citation" data-variant="template" data-title="Abc"');
  });

  it('searches books and fills the fields from a result', async () => {
    const searchBooks = vi.fn(async () => [book]);
    await renderEditor({ value: '<p>Ala</p>', searchBooks });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cytowanie' })));
    await type('Szukaj książki', 'pan tadeusz');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Szukaj' })));
    expect(searchBooks).toHaveBeenCalledWith('pan tadeusz');
    const results = screen.getByTestId('book-results');
    expect(results.querySelector('img')?.getAttribute('src')).toBe('/api/books/cover/OL1M');
    await act(async () => fireEvent.click(screen.getByText('Pan Tadeusz')));
    expect(input(/Tytuł/).value).toBe('Pan Tadeusz');
    expect(input('Autor').value).toBe('Adam Mickiewicz');
    expect(input('Strony').value).toBe('340');
    expect(submit('Dodaj').disabled).toBe(false);
  });
});

describe('math concept dialog', () => {
  it('requires a concept before adding', async () => {
    const searchConcepts = vi.fn(async () => [{ id: 'c1', name: 'Ciąg arytmetyczny', type: 'DEFINITION' }]);
    const { editor } = await renderEditor({ value: '<p>Ala</p>', searchConcepts });
    await act(async () => {
      editor.commands.focus('end');
      fireEvent.click(screen.getByRole('button', { name: 'Pojęcie matematyczne' }));
    });
    expect(submit('Dodaj').disabled).toBe(true);
    await waitFor(() => expect(screen.getByText('Ciąg arytmetyczny')).toBeInstanceOf(Element), { timeout: 2000 });
    await act(async () => fireEvent.click(screen.getByText('Ciąg arytmetyczny')));
    expect(submit('Dodaj').disabled).toBe(false);
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain('data-type="math-concept" data-value="c1" data-label="Ciąg arytmetyczny"');
  });
});

describe('task embed dialog', () => {
  const tasks: THomeworkOption[] = [
    { id: 'h1', slug: 'pole-trojkata', title: 'Oblicz pole trójkąta' },
    { id: 'h2', slug: 'rownanie', title: 'Rozwiąż równanie' },
  ];

  it('searches tasks and embeds the chosen one by its id', async () => {
    const searchHomeworks = vi.fn(async (query: string) =>
      tasks.filter((task) => task.title.toLowerCase().includes(query.toLowerCase())),
    );
    const { editor } = await renderEditor({ value: '<p>Ala</p>', searchHomeworks });
    await act(async () => {
      editor.commands.focus('end');
      fireEvent.click(screen.getByRole('button', { name: 'Zadanie' }));
    });
    expect(screen.getByRole('dialog', { name: 'Zadanie' })).toBeInstanceOf(Element);
    expect(submit('Dodaj').disabled).toBe(true);
    expect(screen.getByTestId('chosen-homework').textContent).toBe('Wybierz zadanie');
    await waitFor(() => expect(screen.getByText('Rozwiąż równanie')).toBeInstanceOf(Element));
    expect(searchHomeworks).toHaveBeenCalledWith('');

    await type('Szukaj zadania', 'pole');
    await waitFor(() => expect(searchHomeworks).toHaveBeenLastCalledWith('pole'), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('Rozwiąż równanie')).toBeNull());
    await act(async () => fireEvent.click(screen.getByText('Oblicz pole trójkąta')));
    expect(screen.getByTestId('chosen-homework').textContent).toBe('Wybrane: Oblicz pole trójkąta');
    expect(submit('Dodaj').disabled).toBe(false);
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toBe('<p>Ala</p><div data-type="homework-embed" data-homework-id="h1"></div><p></p>');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zadanie' })).toBeNull());
  });

  it('says when nothing was found', async () => {
    await renderEditor({ value: '<p>Ala</p>', searchHomeworks: vi.fn(async () => []) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zadanie' })));
    await waitFor(() => expect(screen.getByText('Brak wyników.')).toBeInstanceOf(Element));
    expect(submit('Dodaj').disabled).toBe(true);
  });
});

describe('interactive exercise dialog (admin)', () => {
  const games: TGameOption[] = [
    { id: '5a5a5a5a-1b2c-4d3e-8f4a-5b6c7d8e9f01', name: 'Oś do 200', type: 'NumberLine' },
    { id: '6b6b6b6b-1b2c-4d3e-8f4a-5b6c7d8e9f01', name: 'Porównaj liczby', type: 'NumberComparison' },
  ];

  it('searches games and embeds the chosen one by its id, with its name as the label', async () => {
    const searchGames = vi.fn(async (query: string) =>
      games.filter((game) => game.name.toLowerCase().includes(query.toLowerCase())),
    );
    const { editor } = await renderEditor({ variant: 'full', admin: true, value: '<p>Ala</p>', searchGames });
    await act(async () => {
      editor.commands.focus('end');
      fireEvent.click(screen.getByRole('button', { name: 'Zadanie interaktywne' }));
    });
    expect(screen.getByRole('dialog', { name: 'Ćwiczenie interaktywne' })).toBeInstanceOf(Element);
    expect(screen.getByTestId('chosen-game').textContent).toBe('Wybierz ćwiczenie');
    expect(submit('Dodaj').disabled).toBe(true);
    await waitFor(() => expect(screen.getByText('Porównaj liczby (Porównywanie liczb)')).toBeInstanceOf(Element));
    expect(screen.getByText('Oś do 200 (Oś liczbowa)')).toBeInstanceOf(Element);
    expect(searchGames).toHaveBeenCalledWith('');

    await type('Szukaj ćwiczenia', 'oś');
    await waitFor(() => expect(searchGames).toHaveBeenLastCalledWith('oś'), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('Porównaj liczby (Porównywanie liczb)')).toBeNull());
    await act(async () => fireEvent.click(screen.getByText('Oś do 200 (Oś liczbowa)')));
    expect(screen.getByTestId('chosen-game').textContent).toBe('Wybrane: Oś do 200 (Oś liczbowa)');
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toContain(
      '<div data-type="interactive-homework" data-value="5a5a5a5a-1b2c-4d3e-8f4a-5b6c7d8e9f01" data-label="Oś do 200">',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ćwiczenie interaktywne' })).toBeNull());
    const embed = document.querySelector('.zadania-embed[data-type="interactive-homework"]') as HTMLElement;
    expect(embed.textContent).toBe('Ćwiczenie interaktywneOś do 200');
  });

  it('says when no game was found and adds nothing', async () => {
    const { editor } = await renderEditor({
      variant: 'full',
      admin: true,
      value: '<p>Ala</p>',
      searchGames: vi.fn(async () => []),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zadanie interaktywne' })));
    await waitFor(() => expect(screen.getByText('Brak wyników.')).toBeInstanceOf(Element));
    expect(submit('Dodaj').disabled).toBe(true);
    await act(async () => fireEvent.click(submit('Anuluj')));
    expect(editor.getHTML()).toBe('<p>Ala</p>');
  });
});

describe('concept fragment dialog (admin)', () => {
  it('wraps the selected paragraphs in a fragment of the chosen concept', async () => {
    const searchConcepts = vi.fn(async () => [{ id: 'c1', name: 'Ciąg arytmetyczny', type: 'DEFINITION' }]);
    const { editor } = await renderEditor({
      value: '<p>Wstęp</p><p>Definicja ciągu</p><p>Koniec</p>',
      searchConcepts,
      admin: true,
    });
    await act(async () => {
      editor.commands.setTextSelection(10);
      fireEvent.click(screen.getByRole('button', { name: 'Fragment pojęcia' }));
    });
    expect(submit('Dodaj').disabled).toBe(true);
    await waitFor(() => expect(screen.getByText('Ciąg arytmetyczny')).toBeInstanceOf(Element), { timeout: 2000 });
    await act(async () => fireEvent.click(screen.getByText('Ciąg arytmetyczny')));
    await act(async () => fireEvent.click(submit('Dodaj')));
    expect(editor.getHTML()).toMatch(
      /^<p>Wstęp<\/p><div data-type="math-concept-fragment" id="id-[^"]+" data-math-concept-id="c1"><p>Definicja ciągu<\/p><\/div><p>Koniec<\/p>/,
    );
  });
});
