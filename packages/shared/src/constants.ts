/** Business constants and limits of docs/product-spec.md section 9. */
export const listDefaults = { page: 1, pageSize: 10, sort: 'createdAt:DESC' } as const;
export const pageSizeOptions = [10, 20, 30, 40, 50] as const;
export const timings = {
  randomTaskDelayMs: 500,
  debounceMs: 500,
  hashScrollDelayMs: 1000,
  toastAutoCloseMs: 1_000_000,
  onlineRefreshMs: 300_000,
} as const;
export const maxToasts = 5;

/** Token lifetimes and security limits (design section 8). */
export const authLimits = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  /**
   * A refresh token spent less than this long ago may be presented again and gets the same new pair (two
   * tabs refreshing together, a retry after a lost response), as long as that new refresh token is unused.
   * Any other reuse of a spent token revokes its session.
   */
  refreshTokenReuseGraceSeconds: 30,
  twoFactorChallengeTtlSeconds: 5 * 60,
  emailConfirmationTtlHours: 48,
  passwordResetTtlMinutes: 60,
  backupCodeCount: 10,
} as const;

/** Section 9: the full-screen image viewer. Zoom is the scale of the image's natural size (1 = 100%). */
export const imageViewer = {
  zoomStep: 0.1,
  wheelFactor: 0.0025,
  maxZoom: 3,
  fitFactor: 0.95,
  dragTolerancePx: 10,
} as const;
