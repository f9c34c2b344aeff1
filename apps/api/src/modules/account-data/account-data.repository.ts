import type { TAddress, TPaymentMethodSave } from '@zadania/shared';
import { and, asc, count, eq, lt, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { paymentMethods, phoneConfirmationCodes, userCompanies, userPersonalData, users } from '../../db/schema';

export const paymentMethodUniqueIndex = 'payment_methods_user_data_unique';

/** The columns of a payment method of either type: the other type's columns are null. */
const paymentMethodColumns = (method: TPaymentMethodSave) =>
  method.type === 'przelew'
    ? {
        type: method.type,
        bankAccount: method.bankAccount,
        accountHolderName: method.accountHolderName,
        phoneNumber: null,
      }
    : { type: method.type, bankAccount: null, accountHolderName: null, phoneNumber: method.phoneNumber };

/** All SQL of the account's personal, company, phone and payout data. */
export function createAccountDataRepository(db: TDb) {
  return {
    async findBirthYear(userId: string) {
      const [row] = await db.select({ birthYear: users.birthYear }).from(users).where(eq(users.id, userId));
      return row?.birthYear ?? null;
    },
    /** Sets the birth year only while none is set (an existing account gives it once). */
    async setBirthYear(userId: string, birthYear: number) {
      const rows = await db
        .update(users)
        .set({ birthYear })
        .where(and(eq(users.id, userId), sql`${users.birthYear} is null`))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findPersonalData(userId: string) {
      const [row] = await db.select().from(userPersonalData).where(eq(userPersonalData.userId, userId));
      return row;
    },
    async savePersonalData(userId: string, values: { firstName: string; lastName: string; address: TAddress }) {
      const columns = { firstName: values.firstName, lastName: values.lastName, ...values.address };
      const [row] = await db
        .insert(userPersonalData)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: userPersonalData.userId, set: { ...columns, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async findCompany(userId: string) {
      const [row] = await db.select().from(userCompanies).where(eq(userCompanies.userId, userId));
      return row;
    },
    async saveCompany(userId: string, values: { name: string; nip: string; vatPayer: boolean; address: TAddress }) {
      const columns = { name: values.name, nip: values.nip, vatPayer: values.vatPayer, ...values.address };
      const [row] = await db
        .insert(userCompanies)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: userCompanies.userId, set: { ...columns, updatedAt: new Date() } })
        .returning();
      return row!;
    },
    async deleteCompany(userId: string): Promise<boolean> {
      const rows = await db
        .delete(userCompanies)
        .where(eq(userCompanies.userId, userId))
        .returning({ userId: userCompanies.userId });
      return rows.length > 0;
    },

    /** The account's confirmed phone; undefined for an unknown account. */
    async findPhone(userId: string) {
      const [row] = await db
        .select({ phoneNumber: users.phoneNumber, confirmedAt: users.phoneNumberConfirmedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    async setConfirmedPhone(userId: string, phoneNumber: string, confirmedAt: Date) {
      await db
        .update(users)
        .set({ phoneNumber, phoneNumberConfirmedAt: confirmedAt, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async findPhoneCode(userId: string) {
      const [row] = await db.select().from(phoneConfirmationCodes).where(eq(phoneConfirmationCodes.userId, userId));
      return row;
    },
    /**
     * Puts a new code in place of the account's previous one, which stops working, unless that one was sent
     * after `previousSentBefore` (the resend pause): one check and write, so parallel sends write one code.
     * Answers whether the code was written.
     */
    async replacePhoneCode(
      values: { userId: string; phoneNumber: string; codeHash: string; expiresAt: Date; createdAt: Date },
      previousSentBefore: Date,
    ) {
      const { userId, ...code } = values;
      const written = await db
        .insert(phoneConfirmationCodes)
        .values({ ...values, attempts: 0 })
        .onConflictDoUpdate({
          target: phoneConfirmationCodes.userId,
          set: { ...code, attempts: 0 },
          setWhere: lte(phoneConfirmationCodes.createdAt, previousSentBefore),
        })
        .returning({ userId: phoneConfirmationCodes.userId });
      return written.length > 0;
    },
    /**
     * Spends one try of exactly this code (not one that replaced it meanwhile), atomically, so parallel guesses
     * cannot share a try. Gives the tries spent so far, or undefined when none was left.
     */
    async spendPhoneCodeAttempt(userId: string, codeHash: string, maxAttempts: number) {
      const [row] = await db
        .update(phoneConfirmationCodes)
        .set({ attempts: sql`${phoneConfirmationCodes.attempts} + 1` })
        .where(
          and(
            eq(phoneConfirmationCodes.userId, userId),
            eq(phoneConfirmationCodes.codeHash, codeHash),
            lt(phoneConfirmationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: phoneConfirmationCodes.attempts });
      return row?.attempts;
    },
    /** Uses up exactly this code; false when it was used or replaced meanwhile. */
    async deletePhoneCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .delete(phoneConfirmationCodes)
        .where(and(eq(phoneConfirmationCodes.userId, userId), eq(phoneConfirmationCodes.codeHash, codeHash)))
        .returning({ userId: phoneConfirmationCodes.userId });
      return rows.length > 0;
    },

    async listPaymentMethods(userId: string) {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
    },
    /**
     * Counts the account's payment methods while holding its row, so parallel additions by one account
     * take turns and cannot pass the limit together (inside a transaction only).
     */
    async countPaymentMethodsLocked(userId: string): Promise<number> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await db.select({ total: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId));
      return row?.total ?? 0;
    },
    async insertPaymentMethod(userId: string, method: TPaymentMethodSave) {
      const [row] = await db
        .insert(paymentMethods)
        .values({ userId, ...paymentMethodColumns(method) })
        .returning();
      return row!;
    },
    /** Changes a payment method of this account; undefined when the account has none with this id. */
    async updatePaymentMethod(userId: string, id: string, method: TPaymentMethodSave) {
      const [row] = await db
        .update(paymentMethods)
        .set({ ...paymentMethodColumns(method), updatedAt: new Date() })
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
        .returning();
      return row;
    },
    async deletePaymentMethod(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
        .returning({ id: paymentMethods.id });
      return rows.length > 0;
    },
  };
}

export type TAccountDataRepository = ReturnType<typeof createAccountDataRepository>;
