import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fileMessages, type TUploadedFile } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildFile, buildUploadedFile, FakeXhr, renderWithToasts } from './files-test-utils';
import { UploadField } from './UploadField';
import type { TUploadFieldState } from './useFileUploads';

const sessionId = '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10';

/** Chooses files in the drop zone's input (the replace input of the rows is the `hidden` one). */
function choose(files: File[]) {
  const input = document.querySelector('input[type="file"]:not([hidden])');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files } });
}

/** The title and the text of a toast, both exact. */
async function expectToast(title: string, message: string) {
  const heading = await screen.findByText(title);
  const toast = heading.closest('.mantine-Notification-root') as HTMLElement;
  expect(toast).not.toBeNull();
  expect(within(toast).getByText(message).textContent).toBe(message);
}

const uploadList = () => screen.queryByRole('list', { name: 'Przesłane pliki' });

describe('UploadField', () => {
  beforeEach(() => {
    FakeXhr.install();
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('in single-file mode refuses two files with "Możesz przesłać maksymalnie jeden plik!"', async () => {
    renderWithToasts(<UploadField assign="PRIVATE" />);
    expect(screen.getByRole('button', { name: 'Wybierz plik' })).toBeInstanceOf(Element);
    choose([buildFile('a.png'), buildFile('b.png')]);
    await expectToast('Zbyt wiele plików!', 'Możesz przesłać maksymalnie jeden plik!');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('in single-file mode refuses a second file while one is held', async () => {
    renderWithToasts(<UploadField assign="PRIVATE" defaultValue={[buildUploadedFile({ originalname: 'a.png' })]} />);
    choose([buildFile('b.png')]);
    await expectToast(fileMessages.tooManyFiles, fileMessages.singleFileOnly);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('in multiple mode refuses more than maxFiles with the count in Polish', async () => {
    renderWithToasts(<UploadField assign="PRIVATE" multiple maxFiles={2} />);
    choose([buildFile('a.png'), buildFile('b.png'), buildFile('c.png')]);
    await expectToast('Zbyt wiele plików!', 'Możesz przesłać maksymalnie 2 pliki!');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('skips a file of a wrong format, listing the allowed ones, and uploads the rest', async () => {
    renderWithToasts(<UploadField assign="HOMEWORK_SOLUTION_IMAGE" multiple />);
    choose([buildFile('program.exe', 100, 'application/octet-stream'), buildFile('tablica.png')]);
    await expectToast(
      'Nieprawidłowy format pliku!',
      'Pominięto plik program.exe. Dozwolone formaty: jpg, jpeg, png, gif.',
    );
    expect(FakeXhr.instances).toHaveLength(1);
    expect(((FakeXhr.last().body as FormData).get('file') as File).name).toBe('tablica.png');
  });

  it('skips a file over the size limit, showing its size and the maximum', async () => {
    renderWithToasts(<UploadField assign="PRIVATE" multiple />);
    choose([buildFile('skan.png', 30 * 1024 ** 2)]);
    await expectToast(
      'Zbyt duży rozmiar pliku!',
      'Pominięto plik skan.png (30 MB). Maksymalny rozmiar pliku to 25 MB.',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('takes a second file of a name already in the field, and sends the same file chosen twice once', async () => {
    renderWithToasts(
      <UploadField assign="PRIVATE" multiple defaultValue={[buildUploadedFile({ originalname: 'image.png' })]} />,
    );
    choose([buildFile('image.png'), buildFile('b.png')]);
    await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku b.png' });
    expect(FakeXhr.instances).toHaveLength(2);
    // Chosen again while it uploads: the same name and size is the same file, sent once and silently.
    choose([buildFile('b.png')]);
    expect(FakeXhr.instances).toHaveLength(2);
    expect(screen.queryByText('Plik już istnieje!')).toBeNull();
  });

  it('shows progress, blocks a required field while uploading, then marks the file done', async () => {
    const states: TUploadFieldState[] = [];
    const onChange = vi.fn<(files: TUploadedFile[]) => void>();
    renderWithToasts(
      <UploadField
        assign="PRIVATE"
        required
        label="Rozwiązanie"
        onChange={onChange}
        onStateChange={(state) => states.push(state)}
      />,
    );
    expect(states.at(-1)).toEqual({ valid: false, uploading: false, error: null });
    expect(screen.queryByText('Plik jest wymagany')).toBeNull();

    choose([buildFile('tablica.png', 5000)]);
    const progress = await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku tablica.png' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Plik jest wymagany')).toBeInstanceOf(Element);
    // The field reports its state from an effect, which may run after the progress bar has painted.
    await waitFor(() => expect(states.at(-1)).toEqual({ valid: false, uploading: true, error: 'Plik jest wymagany' }));

    act(() => FakeXhr.last().progress(2100, 5000));
    expect(progress.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');

    const uploaded = buildUploadedFile({ originalname: 'tablica.png', size: 5000 });
    act(() => FakeXhr.last().respond(201, uploaded));
    expect(await screen.findByRole('img', { name: 'Przesłano' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('progressbar', { name: /tablica\.png/ })).toBeNull();
    expect(screen.queryByText('Plik jest wymagany')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([uploaded]);
    await waitFor(() => expect(states.at(-1)).toEqual({ valid: true, uploading: false, error: null }));
    expect(await screen.findByText('Plik został przesłany')).toBeInstanceOf(Element);
  });

  it('removes the row and shows "Wystąpił błąd!" when the server refuses the file', async () => {
    renderWithToasts(<UploadField assign="PRIVATE" multiple />);
    choose([buildFile('a.png')]);
    await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku a.png' });
    act(() =>
      FakeXhr.last().respond(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Brak miejsca na pliki. Usuń niepotrzebne pliki i spróbuj ponownie.',
      }),
    );
    await expectToast('Wystąpił błąd!', 'Brak miejsca na pliki. Usuń niepotrzebne pliki i spróbuj ponownie.');
    expect(uploadList()).toBeNull();

    choose([buildFile('b.png')]);
    await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku b.png' });
    act(() => FakeXhr.last().fail());
    expect(
      await screen.findByText(
        'Nie udało się przesłać pliku. Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.',
      ),
    ).toBeInstanceOf(Element);
    await waitFor(() => expect(uploadList()).toBeNull());
  });

  it('aborts an upload from its row without an error', async () => {
    const onChange = vi.fn();
    renderWithToasts(<UploadField assign="PRIVATE" multiple onChange={onChange} />);
    choose([buildFile('film.png')]);
    await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku film.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Przerwij przesyłanie pliku film.png' }));
    expect(FakeXhr.last().aborted).toBe(true);
    await waitFor(() => expect(uploadList()).toBeNull());
    expect(screen.queryByText('Wystąpił błąd!')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces a held file with "Prześlij" in its row menu (single-file mode)', async () => {
    const old = buildUploadedFile({ originalname: 'stary.png' });
    const onChange = vi.fn<(files: TUploadedFile[]) => void>();
    renderWithToasts(<UploadField assign="PRIVATE" defaultValue={[old]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opcje pliku stary.png' }));
    const replaceInput = document.querySelector('input[type="file"][hidden]') as HTMLInputElement;
    const opened = vi.spyOn(replaceInput, 'click');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Prześlij' }));
    expect(opened).toHaveBeenCalledTimes(1);

    // The replaced file does not count towards the single-file limit.
    fireEvent.change(replaceInput, { target: { files: [buildFile('nowy.png')] } });
    await screen.findByRole('progressbar', { name: 'Postęp przesyłania pliku nowy.png' });
    expect(screen.queryByText(fileMessages.singleFileOnly)).toBeNull();
    const uploaded = buildUploadedFile({ originalname: 'nowy.png' });
    act(() => FakeXhr.last().respond(200, uploaded));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([uploaded]));
    expect(screen.queryByText('stary.png')).toBeNull();
    expect(screen.getByText('nowy.png')).toBeInstanceOf(Element);
  });
});
