import type { TMe, TRole } from '@zadania/shared';

/** The signed-in person `GET /api/user/me` answers in component tests: a confirmed account of `role`. */
export const buildMe = (role: TRole, overrides: Partial<TMe> = {}): TMe => ({
  id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12',
  role,
  username: 'admin',
  displayName: 'Admin',
  avatar: null,
  description: null,
  lastOnline: null,
  createdAt: '2025-09-05T09:00:00.000Z',
  email: 'admin@zadania.local',
  emailConfirmed: true,
  passwordChangeRequired: false,
  twoFactorEnabled: false,
  backupCodesLeft: 0,
  hasActiveSubscription: false,
  awaitingParentalConsent: null,
  ...overrides,
});

/** A JSON answer of a stubbed `fetch`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
