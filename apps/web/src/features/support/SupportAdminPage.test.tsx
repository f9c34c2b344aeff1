import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { SupportAdminPage } from './SupportAdminPage';
import { adminPolicies, articleId, buildNode, buildSummary, list, section, sectionId } from './support-test-kit';

// The editor itself is tested in its package; here a textarea stands in for it.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const second = buildSummary({
  id: 'aaaaaaaa-0000-4000-8000-000000000003',
  slug: 'dane',
  title: 'Dane konta',
  position: 1,
});
const render = (url = '/admin/help') => renderTutoring(<SupportAdminPage />, { route: '/admin/help', url });

describe('/admin/help', () => {
  it('refuses anyone but ADMIN', async () => {
    stubTutoringApi({ 'GET /api/support-node': () => json(200, list([section])) });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Pomoc edytuje tylko administrator.');
  });

  it('creates an article with a slug from its title', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/support-node': () => json(200, list([section, buildSummary()], adminPolicies)),
        'POST /api/support-node': () => json(201, buildNode()),
      },
      { role: 'ADMIN' },
    );
    render();
    await screen.findByRole('link', { name: 'Konto' });
    fireEvent.click(screen.getByRole('button', { name: 'Nowy artykuł' }));
    const form = await screen.findByRole('form', { name: 'Nowy artykuł pomocy' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Zwrot płatności' } });
    expect((within(form).getByRole('textbox', { name: /Adres/ }) as HTMLInputElement).value).toBe('zwrot-platnosci');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Treść' }), {
      target: { value: '<p>Zwrot w 14 dni.</p>' },
    });
    fireEvent.click(within(form).getByRole('switch', { name: 'Opublikowany' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Zwrot płatności',
      slug: 'zwrot-platnosci',
      description: '',
      parentId: null,
      published: true,
      content: '<p>Zwrot w 14 dni.</p>',
    });
  });

  it('edits an article opened with ?edit=slug, keeping its place', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/support-node': () => json(200, list([section, buildSummary()], adminPolicies)),
        'GET /api/support-node/zmiana-hasla': () => json(200, buildNode({ policies: adminPolicies })),
        [`PUT /api/support-node/${articleId}`]: () => json(200, buildNode()),
      },
      { role: 'ADMIN' },
    );
    render('/admin/help?edit=zmiana-hasla');
    const form = await screen.findByRole('form', { name: 'Edycja: Jak zmienić hasło?' });
    expect((within(form).getByRole('textbox', { name: /Adres/ }) as HTMLInputElement).value).toBe('zmiana-hasla');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Nowe hasło' } });
    expect((within(form).getByRole('textbox', { name: /Adres/ }) as HTMLInputElement).value).toBe('zmiana-hasla');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Nowe hasło',
      slug: 'zmiana-hasla',
      description: 'Hasło zmienisz w ustawieniach.',
      parentId: sectionId,
      published: true,
      content: '<p>Otwórz <strong>Bezpieczeństwo</strong> w menu konta.</p>',
      position: 0,
    });
  });

  it('shows the server’s message when saving fails', async () => {
    stubTutoringApi(
      {
        'GET /api/support-node': () => json(200, list([], adminPolicies)),
        'POST /api/support-node': () => json(400, { statusCode: 400, message: 'Ten adres jest już zajęty.' }),
      },
      { role: 'ADMIN' },
    );
    render('/admin/help?new=1');
    const form = await screen.findByRole('form', { name: 'Nowy artykuł pomocy' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Konto' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Ten adres jest już zajęty.');
  });

  it('moves an article down among its siblings and deletes one after confirming', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/support-node': () => json(200, list([section, buildSummary(), second], adminPolicies)),
        [`POST /api/support-node/${articleId}/move`]: () => json(200, buildNode()),
        [`DELETE /api/support-node/${articleId}`]: () => json(200, { message: 'Usunięto!' }),
      },
      { role: 'ADMIN' },
    );
    render();
    const down = await screen.findByRole('button', { name: 'Przesuń w dół: Jak zmienić hasło?' });
    expect(
      (screen.getByRole('button', { name: 'Przesuń w górę: Jak zmienić hasło?' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(down);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/move'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/move'))?.body).toEqual({ parentId: sectionId, position: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Jak zmienić hasło?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć artykuł?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
