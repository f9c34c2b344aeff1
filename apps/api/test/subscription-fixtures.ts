import type { TRole } from '@zadania/shared';
import { payments } from '../src/db/schema';
import { createUnitOfWork } from '../src/lib/uow';
import type { TPaymentRow } from '../src/modules/payments/purchase-fulfilment';
import { createNumberedDelivery } from '../src/modules/realtime/numbered-delivery';
import { createSubscriptionsService } from '../src/modules/subscriptions/subscriptions.service';
import type { TTestApp } from './build-test-app';
import { loginAs } from './factories';

/** A paid Premium payment row, straight into the database (the payment flow itself is the payments module's). */
export async function insertPremiumPayment(
  app: TTestApp,
  userId: string,
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(payments)
    .values({
      userId,
      status: 'paid',
      method: 'manual',
      provider: 'manual',
      itemKind: 'SUBSCRIPTION',
      productCode: 'PREMIUM_1_MONTH',
      itemName: 'Konto Premium – 1 miesiąc (30 dni)',
      itemQuantity: 30,
      amountGross: 2299,
      buyer: { type: 'private', name: 'X', address: null },
      paidAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * The subscriptions service of a test app on a clock the test moves (`clock.now`), with its own unit of
 * work: the fulfiller runs inside `uow.run` as the payments module runs it, and its events reach the app's
 * sockets after the commit.
 */
export function buildClockedSubscriptions(app: TTestApp, clock: { now: Date } = { now: new Date() }) {
  const uow = createUnitOfWork(app.db);
  const service = createSubscriptionsService({
    db: app.db,
    uow,
    numbered: createNumberedDelivery({ uow, realtime: app.realtime }),
    commerce: app.config.commerce,
    jobs: app.jobs,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: () => clock.now,
  });
  return {
    clock,
    service,
    grant: (payment: TPaymentRow) => uow.run((tx) => service.fulfiller.grant(tx, payment)),
    revoke: (payment: TPaymentRow) => uow.run((tx) => service.fulfiller.revoke(tx, payment)),
    restore: (payment: TPaymentRow) => uow.run((tx) => service.fulfiller.restore(tx, payment)),
  };
}

/**
 * A signed-in account with Premium: a paid subscription granted now (an ADMIN needs none). `lapse` ends it (the
 * payment revoked), for what a former subscriber may still do.
 */
export async function loginPremium(app: TTestApp, role: TRole = 'USER') {
  const session = await loginAs(app, role);
  const { grant, revoke } = buildClockedSubscriptions(app);
  const payment = role === 'ADMIN' ? undefined : await insertPremiumPayment(app, session.user.id);
  if (payment) await grant(payment);
  return {
    ...session,
    lapse: async () => {
      if (payment) await revoke(payment);
    },
  };
}
