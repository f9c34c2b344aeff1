import { act, fireEvent, screen } from '@testing-library/react';
import {
  type TMyTeacherVerification,
  teacherVerificationDeclaration,
  teacherVerificationMessages,
} from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { TeacherVerificationPage } from './TeacherVerificationPage';
import { VerifiedBadge } from './VerifiedBadge';

const none: TMyTeacherVerification = {
  verified: false,
  verifiedUntil: null,
  renewalDue: false,
  canApply: true,
  latest: null,
  declarationText: teacherVerificationDeclaration,
};

function stubApi(mine: TMyTeacherVerification) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user/me') return jsonResponse(200, buildMe('TEACHER'));
      if (url.pathname === '/api/teacher-verification') return jsonResponse(200, mine);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono' });
    }),
  );
}

describe('/teacher/verification', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  clearSessionAfterEachTest();

  it('shows no application yet, the declaration and the form, and says what is missing', async () => {
    stubApi(none);
    renderWithProviders(<TeacherVerificationPage />);
    expect(await screen.findByText('Nie złożono jeszcze wniosku o weryfikację.')).toBeInstanceOf(Element);
    expect(screen.getByTestId('verification-declaration').textContent).toContain('art. 21');
    expect(screen.getByRole('link', { name: 'Przeczytaj Standardy Ochrony Małoletnich' }).getAttribute('href')).toBe(
      '/standardy-ochrony-maloletnich',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Złóż wniosek' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Zaznacz oświadczenie, aby złożyć wniosek.');
    // The first render loads the upload field and the countries' picker: slow on a busy machine.
  }, 30_000);

  it('shows until when a verified teacher is verified, and no form', async () => {
    stubApi({ ...none, verified: true, verifiedUntil: '2028-11-29T10:00:00.000Z', canApply: false });
    renderWithProviders(<TeacherVerificationPage />);
    expect(await screen.findByText(/^Zweryfikowany do /)).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Złóż wniosek' })).toBeNull();
  });

  it('shows a refusal with its reason and the form again', async () => {
    stubApi({
      ...none,
      latest: {
        id: '7b4c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10',
        status: 'REFUSED',
        declarationText: teacherVerificationDeclaration,
        declaredAt: '2026-11-20T10:00:00.000Z',
        countries: ['PL'],
        document: null,
        documentDeletedAt: null,
        refusalReason: 'Zaświadczenie jest nieczytelne.',
        decidedAt: '2026-11-21T10:00:00.000Z',
        verifiedUntil: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    });
    renderWithProviders(<TeacherVerificationPage />);
    expect(await screen.findByText(/Zaświadczenie jest nieczytelne\./)).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Złóż wniosek' })).toBeInstanceOf(Element);
  });
});

describe('the badge and the gates’ messages', () => {
  it('shows "Zweryfikowany" only when verified', () => {
    const { unmount } = renderWithProviders(<VerifiedBadge verified verifiedUntil="2028-11-29T10:00:00.000Z" />);
    expect(screen.getByTestId('verified-badge').textContent).toContain('Zweryfikowany');
    unmount();
    renderWithProviders(<VerifiedBadge verified={false} verifiedUntil={null} />);
    expect(screen.queryByTestId('verified-badge')).toBeNull();
  });

  it('links the verification page from a gate’s refusal', () => {
    renderWithProviders(<ErrorAlert message={teacherVerificationMessages.offerNeedsVerification} />);
    expect(screen.getByRole('link', { name: '/teacher/verification' }).getAttribute('href')).toBe(
      '/teacher/verification',
    );
  });
});
