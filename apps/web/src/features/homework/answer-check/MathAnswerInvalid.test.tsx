import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerCheckMessages } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/api/token-storage';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { clearSessionAfterEachTest } from '../../../test/session';
import { stubApiCalls } from '../../../test/stub-api';
import { AnswerCheckPanel } from './AnswerCheckPanel';
import type { TMathFieldModule } from './load-math-field';

vi.setConfig({ testTimeout: 20_000 });

const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const required = answerCheckMessages.answerRequired;

/** Stands in for MathLive's `<math-field>`: its focusable text box lives in an open shadow root, as MathLive's does. */
class ShadowMathfield extends HTMLElement {
  value = '';
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<span role="textbox" tabindex="0"></span>';
  }
}
if (!customElements.get('shadow-math-field')) customElements.define('shadow-math-field', ShadowMathfield);
const loadShadowField = () =>
  Promise.resolve({ MathfieldElement: ShadowMathfield as unknown as TMathFieldModule['MathfieldElement'] });
const failToLoad = () => Promise.reject(new Error('chunk failed'));

/** The texts of the elements an element is described by. */
const descriptionsOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

function renderPanel(loadMathField: () => Promise<TMathFieldModule>) {
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  stubApiCalls(() => jsonResponse(200, { results: [] }));
  renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="NUMBER" loadMathField={loadMathField} />);
}

describe('the maths answer field when the answer is refused', () => {
  beforeEach(() => clearSession());
  clearSessionAfterEachTest();

  it('describes the start button by the message of an empty answer', async () => {
    renderPanel(loadShadowField);
    fireEvent.click(await screen.findByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText(required)).toBeInstanceOf(Element);
    expect(descriptionsOf(screen.getByRole('button', { name: 'Wpisz odpowiedź' }))).toContain(required);
  });

  it('marks the maths field and its inner text box invalid, described by the message, until the answer changes', async () => {
    renderPanel(loadShadowField);
    fireEvent.click(await screen.findByRole('button', { name: 'Wpisz odpowiedź' }));
    const field = await waitFor(() => {
      const element = screen.getByTestId('math-answer-field').querySelector('shadow-math-field');
      expect(element).toBeInstanceOf(ShadowMathfield);
      return element as ShadowMathfield;
    });
    const textbox = field.shadowRoot!.querySelector('[role="textbox"]')!;
    expect(field.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText(required)).toBeInstanceOf(Element);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(field)).toEqual([expect.stringMatching(/\S/), required]);

    field.value = '15';
    fireEvent(field, new Event('input'));
    await waitFor(() => expect(field.hasAttribute('aria-invalid')).toBe(false));
    expect(textbox.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionsOf(field)).not.toContain(required);
  });

  it('marks the plain field of a failed MathLive load the same way', async () => {
    renderPanel(failToLoad);
    fireEvent.click(await screen.findByRole('button', { name: 'Wpisz odpowiedź' }));
    const input = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(required)).toBeInstanceOf(Element);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(input)).toContain(required);

    fireEvent.change(input, { target: { value: '15' } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).not.toBe('true'));
    expect(descriptionsOf(input)).not.toContain(required);
  });
});
