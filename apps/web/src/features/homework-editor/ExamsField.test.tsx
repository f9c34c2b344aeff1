import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ExamsField } from './ExamsField';

// Rendering a combobox of 50+ options takes seconds in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const exam = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `egzamin-${n}`,
  name,
  type: 'MATURA',
  date: '2019-05-01',
  level: 'BASIC',
  variant: 'MAIN',
  details: null,
  status: 'PUBLIC',
  tasksCount: 0,
  pointsTotal: 0,
});
const newest = exam(1, 'Matura (maj 2025), poziom podstawowy');
const older = exam(2, 'Matura (maj 2019), poziom rozszerzony');

afterEach(() => vi.unstubAllGlobals());

describe('ExamsField', () => {
  it('finds an exam beyond the newest 50 by the words of its title, searched on the server', async () => {
    const searches: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const search = url.searchParams.get('search');
        searches.push(search);
        const results = search ? [older] : [newest];
        return new Response(JSON.stringify({ results, total: results.length, page: 1, pageCount: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const onChange = vi.fn();
    renderWithProviders(
      <ExamsField
        exams={[{ key: 'k1', examId: null, examName: '', points: 1, answers: null }]}
        taskAnswers={[]}
        errors={{}}
        onChange={onChange}
        onAdd={() => {}}
        onRemove={() => {}}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Egzamin 1' });
    fireEvent.click(box);
    expect(await screen.findByRole('option', { name: newest.name })).toBeInstanceOf(HTMLElement);
    // Mantine takes a change of an unfocused box for autofill: type as a person does, into the focused box.
    box.focus();
    fireEvent.change(box, { target: { value: 'matura 2019' } });
    await waitFor(() => expect(searches).toContain('matura 2019'), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('option', { name: older.name }, { timeout: 3000 }));
    expect(searches).toEqual([null, 'matura 2019']);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(0, { examId: older.id, examName: older.name }));
  });

  it('starts an exam’s own answers from the task’s, shows them with exam-named controls, and goes back to the task’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ results: [newest], total: 1, page: 1, pageCount: 1 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const onChange = vi.fn();
    const taskAnswers = [
      { key: 'a', answer: '<p>x = 1</p>', correct: false },
      { key: 'b', answer: '<p>x = 2</p>', correct: true },
    ];
    const row = { key: 'k1', examId: newest.id, examName: newest.name, points: 2 };
    const { unmount } = renderWithProviders(
      <ExamsField
        exams={[{ ...row, answers: null }]}
        taskAnswers={taskAnswers}
        errors={{}}
        onChange={onChange}
        onAdd={() => {}}
        onRemove={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Egzamin 1: Inne odpowiedzi w tym egzaminie' }));
    const patch = onChange.mock.calls[0]?.[1] as { answers: { answer: string; correct: boolean }[] };
    expect(patch.answers.map(({ answer, correct }) => ({ answer, correct }))).toEqual([
      { answer: '<p>x = 1</p>', correct: false },
      { answer: '<p>x = 2</p>', correct: true },
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Egzamin 1: Odpowiedź A jest poprawna' })).toBeNull();
    unmount();

    renderWithProviders(
      <ExamsField
        exams={[{ ...row, answers: [{ key: 'c', answer: '<p>x = 2</p>', correct: true }] }]}
        taskAnswers={taskAnswers}
        errors={{ 'exams.0.answers.0.answer': 'Odpowiedź nie może być pusta.' }}
        onChange={onChange}
        onAdd={() => {}}
        onRemove={() => {}}
      />,
    );
    const own = screen.getByRole('checkbox', { name: 'Egzamin 1: Odpowiedź A jest poprawna' }) as HTMLInputElement;
    expect(own.checked).toBe(true);
    expect(screen.getByText('Odpowiedź nie może być pusta.')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('switch', { name: 'Egzamin 1: Inne odpowiedzi w tym egzaminie' }));
    expect(onChange).toHaveBeenLastCalledWith(0, { answers: null });
  });
});
