import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app';
import { loginAsEachRole } from '../../../test/factories';

/**
 * One app for all the tests of a file, with a signed-in user of each role, closed after the last test:
 * `const t = useAppSignedInAsEachRole(); ... t.app, t.signedIn.ADMIN.headers`. The tests share its rows.
 */
export function useAppSignedInAsEachRole() {
  const holder = {} as { app: TTestApp; signedIn: Awaited<ReturnType<typeof loginAsEachRole>> };
  beforeAll(async () => {
    holder.app = await buildTestApp();
    holder.signedIn = await loginAsEachRole(holder.app);
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}
