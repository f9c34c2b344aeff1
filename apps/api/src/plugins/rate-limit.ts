import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createRedisClient } from '../lib/redis';

type TWindow = { max: number; windowSeconds: number };

/**
 * Actions of a signed-in account: only its holder can spend its count, so past `max` both the IP
 * and the account are refused.
 */
type TActionLimit = { perIp: TWindow; perAccount: TWindow };

/**
 * Checking a secret (a password, a 2FA code) of an account anyone can name. Only wrong guesses
 * count: a right one is given back. Per IP and per (account, IP) they refuse past `max`. Per
 * account, across every IP, they never refuse, since then a stranger could lock the owner out with
 * wrong guesses from many addresses: past `slowAfter` wrong guesses every attempt on that account,
 * the owner's too, first waits `delayMs`, doubling with each further wrong guess, up to `maxDelayMs`.
 */
type TCredentialLimit = {
  perIp: TWindow;
  perAccountAndIp: TWindow;
  perAccount: { slowAfter: number; windowSeconds: number; delayMs: number; maxDelayMs: number };
};

/**
 * Requests that mail an address anyone can name. Per IP they refuse past `max`. Per address they
 * never refuse: past `max` the request answers the same but sends nothing, so a stranger cannot
 * flood a mailbox, and the owner still holds the last link that was sent (a suppressed request
 * invalidates nothing) and can ask again when the window ends.
 */
type TMailLimit = { perIp: TWindow; mailsPerAddress: TWindow };

const actionLimits = {
  // The current password or a 2FA code of the signed-in account: the token already proves who asks.
  twoFactorConfirm: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  changePassword: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  // A proxy to a third-party API: keep one user from spending its quota for everybody.
  bookSearch: { perIp: { max: 120, windowSeconds: 60 }, perAccount: { max: 60, windowSeconds: 60 } },
  editorComment: { perIp: { max: 30, windowSeconds: 3600 }, perAccount: { max: 10, windowSeconds: 3600 } },
  // Anyone signed in creates concepts and proposes changes: generous for real work, a brake on floods.
  // The per-IP limit is higher, as a whole school class may share one address.
  mathConceptCreate: { perIp: { max: 200, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  mathConceptChange: { perIp: { max: 200, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  // Every chat message a person sends (text, attachments, audio, meeting): a brake on floods and scripts.
  chatMessage: { perIp: { max: 300, windowSeconds: 60 }, perAccount: { max: 30, windowSeconds: 60 } },
  // Every phone confirmation code is a text message to a number the account names: a brake on its cost and on
  // texting strangers (the service also keeps a minute between two codes of one account).
  // A pupil under 16 asking their parent again for consent (a corrected address, a lost mail): a few a day.
  parentalConsent: { perIp: { max: 60, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  phoneConfirmationCode: { perIp: { max: 20, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  // Stars given, changed or removed on tasks: a person browsing rates many, a script rates thousands. The per-IP
  // limit is higher, as a whole school class may share one address.
  rating: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 120, windowSeconds: 3600 } },
  // Reviews of teachers written, edited or deleted: a few a day is real use.
  review: { perIp: { max: 100, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  // Profile edits (picture, intro video, description, display name): a brake on scripts rewriting a profile.
  profileSave: { perIp: { max: 300, windowSeconds: 3600 }, perAccount: { max: 60, windowSeconds: 3600 } },
  // The whole-account data download reads every table of the account: a few a day is real use.
  accountExport: { perIp: { max: 30, windowSeconds: 3600 }, perAccount: { max: 10, windowSeconds: 3600 } },
  // Each checkout opens a payment (and a Stripe page): a few purchases an hour is real use, a loop is not.
  // Lesson reservations: a student picks a few times; 50 concurrent attempts on one slot stay under the limit.
  booking: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 60, windowSeconds: 3600 } },
  // On-request tasks: a student posts a few requests, a teacher sends offers to many; a loop is neither.
  homeworkRequest: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 120, windowSeconds: 3600 } },
  // Reports of content and users: a few a day is real use; a flood of reports is a way to harass.
  report: { perIp: { max: 200, windowSeconds: 3600 }, perAccount: { max: 30, windowSeconds: 3600 } },
  // A child's "Potrzebuję pomocy" (issue 72): the first requests always go through; a loop is braked, and the
  // refusal gives the child the help lines. A class shares one address.
  safeguardingHelp: { perIp: { max: 300, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  // Feedback from any page, also signed out: the address then stands for the account.
  feedback: { perIp: { max: 60, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  checkout: { perIp: { max: 120, windowSeconds: 3600 }, perAccount: { max: 30, windowSeconds: 3600 } },
  // Each list PDF is a browser page printing up to thousands of tasks: a few in ten minutes is real use.
  listPdf: { perIp: { max: 60, windowSeconds: 600 }, perAccount: { max: 10, windowSeconds: 600 } },
  // Answers checked against a task's secret answer: enough to think and try again, too few to guess a number by
  // trying them all. A class may share one address.
  answerCheck: { perIp: { max: 600, windowSeconds: 600 }, perAccount: { max: 30, windowSeconds: 600 } },
  // Practice sessions: a student starts a few an hour; each stores its items, so a loop of starts is refused. Their
  // answers are not limited: each item is answered once, so there is nothing to guess by trying.
  practiceSession: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 60, windowSeconds: 3600 } },
  // Fresh task variants drawn and answers checked: each runs the CAS, so they are the one CPU-bound door open to
  // everyone. Signed in, a pupil practising draws and checks a task every few seconds at most, and a class shares
  // its school's address; signed out (generatorSignedOut), the address stands for the account, with a smaller burst.
  generator: { perIp: { max: 6000, windowSeconds: 600 }, perAccount: { max: 600, windowSeconds: 600 } },
  generatorSignedOut: { perIp: { max: 60, windowSeconds: 60 }, perAccount: { max: 60, windowSeconds: 60 } },
  // A child checks a level every few seconds at most. Signed out, the address stands for the account.
  gameCheck: { perIp: { max: 3000, windowSeconds: 600 }, perAccount: { max: 300, windowSeconds: 600 } },
  // Mock exams: a start (or the attempt in progress returned) and a hand-in. A student writes a paper or two a day, and
  // a paper handed in starts again only the next day (docs/mock-exams.md); a loop of scored hand-ins is refused. A
  // class may share one address.
  mockExamStart: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 30, windowSeconds: 3600 } },
  mockExamSubmit: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 30, windowSeconds: 3600 } },
  // Joining a class by its code (issue 56): a school lab is one address for a whole class, while one pupil guessing
  // codes (31^8 of them) gets nowhere at 20 an hour.
  classJoin: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  // Pupils' accounts without e-mail made by a teacher (issue 56): up to 40 a request, a few classes an afternoon;
  // each one-time password is 10 characters of 31, so the reset limit is about a teacher's day, not guessing.
  classPupilsCreate: { perIp: { max: 300, windowSeconds: 3600 }, perAccount: { max: 30, windowSeconds: 3600 } },
  classPupilPassword: { perIp: { max: 600, windowSeconds: 3600 }, perAccount: { max: 120, windowSeconds: 3600 } },
  // A pupil without e-mail adding one: each request mails a link, so a few an hour.
  addEmail: { perIp: { max: 30, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  // Answers to a class's assignment (issue 56): the attempts per item are the teacher's limit; this one stops a loop.
  // A whole class answers from one school address, 30 pupils × 30 items × a few attempts an hour.
  assignmentAnswer: { perIp: { max: 6000, windowSeconds: 600 }, perAccount: { max: 300, windowSeconds: 600 } },
  // LTI login initiations (issue 56), signed out, keyed by the platform's user (issuer and login_hint): each stores a
  // state for ten minutes. A school lab launches from one address; one Moodle user does not launch 60 times in 10 min.
  ltiLogin: { perIp: { max: 3000, windowSeconds: 600 }, perAccount: { max: 60, windowSeconds: 600 } },
} as const satisfies Record<string, TActionLimit>;

const credentialLimits = {
  // Keyed by the e-mail as typed (lower-cased), so an unknown address counts like a known one.
  login: {
    perIp: { max: 30, windowSeconds: 900 },
    perAccountAndIp: { max: 10, windowSeconds: 900 },
    perAccount: { slowAfter: 10, windowSeconds: 900, delayMs: 250, maxDelayMs: 2000 },
  },
  // Keyed by the user of the challenge, which only a right password gives.
  loginTwoFactor: {
    perIp: { max: 30, windowSeconds: 900 },
    perAccountAndIp: { max: 5, windowSeconds: 900 },
    perAccount: { slowAfter: 5, windowSeconds: 900, delayMs: 250, maxDelayMs: 2000 },
  },
} as const satisfies Record<string, TCredentialLimit>;

const mailLimits = {
  // A new account's confirmation link is always sent (once per account); this limits the notices.
  register: { perIp: { max: 10, windowSeconds: 3600 }, mailsPerAddress: { max: 5, windowSeconds: 3600 } },
  // With a live class's code: a school lab registers a class or several from one address; the class's size bounds
  // the accounts a code makes (class-seats.ts), so the address may register many more than without one.
  registerWithClassCode: {
    perIp: { max: 300, windowSeconds: 3600 },
    mailsPerAddress: { max: 5, windowSeconds: 3600 },
  },
  forgotPassword: { perIp: { max: 10, windowSeconds: 3600 }, mailsPerAddress: { max: 3, windowSeconds: 3600 } },
  resendConfirmation: { perIp: { max: 10, windowSeconds: 3600 }, mailsPerAddress: { max: 3, windowSeconds: 3600 } },
} as const satisfies Record<string, TMailLimit>;

/**
 * Every named limit of the platform, one table (README "Accounts and security"). Three policies:
 * actions of a signed-in account (TActionLimit), guesses of a secret (TCredentialLimit) and mail
 * to an address (TMailLimit). Nothing a stranger can do refuses an account's owner.
 */
export const rateLimits = { ...actionLimits, ...credentialLimits, ...mailLimits };

export type TActionLimitName = keyof typeof actionLimits;
export type TCredentialLimitName = keyof typeof credentialLimits;
export type TMailLimitName = keyof typeof mailLimits;

type THit = { count: number; resetInMs: number };

export type TRateLimitStore = {
  /** Counts one in the key's fixed window, starting the window when there is none. */
  hit: (key: string, windowSeconds: number) => Promise<THit>;
  /** Gives one back, within the window still running; nothing once it has ended. */
  release: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export function createMemoryStore(): TRateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async release(key) {
      const entry = windows.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

// Decrements only a window that still exists, so an expired key is not recreated without a TTL.
const releaseScript = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

/** Fixed windows in Redis, so the limits hold across API nodes. */
export function createRedisStore(url: string, prefix = 'rl:', onRedisError?: (error: Error) => void): TRateLimitStore {
  const redis = createRedisClient(url, { lazyConnect: false, maxRetriesPerRequest: 2 }, onRedisError);
  return {
    async hit(key, windowSeconds) {
      const fullKey = prefix + key;
      const results = await redis.multi().incr(fullKey).pttl(fullKey).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      let ttl = Number(results?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(fullKey, windowSeconds * 1000);
        ttl = windowSeconds * 1000;
      }
      return { count, resetInMs: ttl };
    },
    async release(key) {
      await redis.eval(releaseScript, 1, prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export type TWait = (milliseconds: number) => Promise<void>;

const sleep: TWait = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const retryAfterSeconds = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

export type TRateLimiter = {
  /**
   * Counts one action of a signed-in account; throws 429 when the account or the IP is over its limit. Only
   * what the account may do counts against the IP: a refused request is given back wherever it was counted.
   */
  consume: (name: TActionLimitName, keys: { ip: string; account: string }) => Promise<void>;
  /**
   * Counts one guess of an account's secret before it is checked: throws 429 when the IP, or this IP
   * on this account, guessed wrong too often; waits when the account is under attack from many IPs.
   * Call `succeeded()` when the secret was right: the guess is given back.
   */
  checkCredential: (
    name: TCredentialLimitName,
    keys: { ip: string; account: string },
  ) => Promise<{ succeeded: () => Promise<void> }>;
  /**
   * Counts one request that may mail an address: throws 429 when the IP is over its limit; `mayMail`
   * is false when the address had its mails for the window (answer the same, send nothing).
   */
  consumeMailRequest: (name: TMailLimitName, keys: { ip: string; address: string }) => Promise<{ mayMail: boolean }>;
};

export function createRateLimiter(store: TRateLimitStore, options: { wait?: TWait } = {}): TRateLimiter {
  const wait = options.wait ?? sleep;
  const refuseOver = async (key: string, window: TWindow) => {
    const { count, resetInMs } = await store.hit(key, window.windowSeconds);
    if (count > window.max) throw AppError.tooManyRequests(retryAfterSeconds(resetInMs));
  };
  return {
    // The account is counted first, and the address only for what the account may still do: a request its own
    // account refuses spends nothing of the address, so one pupil's script cannot use up the budget of a whole
    // school behind one NAT. A request the address refuses gives the account's hit back.
    async consume(name, { ip, account }) {
      const limit = actionLimits[name];
      const accountKey = `${name}:account:${account}`;
      await refuseOver(accountKey, limit.perAccount);
      try {
        await refuseOver(`${name}:ip:${ip}`, limit.perIp);
      } catch (error) {
        await store.release(accountKey);
        throw error;
      }
    },

    async checkCredential(name, { ip, account }) {
      const limit = credentialLimits[name];
      const accountKey = account.toLowerCase();
      const ipKey = `${name}:ip:${ip}`;
      const pairKey = `${name}:account-ip:${accountKey}:${ip}`;
      const perAccountKey = `${name}:account:${accountKey}`;
      await refuseOver(ipKey, limit.perIp);
      try {
        await refuseOver(pairKey, limit.perAccountAndIp);
      } catch (error) {
        await store.release(ipKey);
        throw error;
      }
      const { count } = await store.hit(perAccountKey, limit.perAccount.windowSeconds);
      const wrongSoFar = count - 1;
      if (wrongSoFar >= limit.perAccount.slowAfter) {
        const { delayMs, maxDelayMs, slowAfter } = limit.perAccount;
        await wait(Math.min(maxDelayMs, delayMs * 2 ** (wrongSoFar - slowAfter)));
      }
      return {
        async succeeded() {
          await Promise.all([store.release(ipKey), store.release(pairKey), store.release(perAccountKey)]);
        },
      };
    },

    async consumeMailRequest(name, { ip, address }) {
      const limit = mailLimits[name];
      await refuseOver(`${name}:ip:${ip}`, limit.perIp);
      const { count } = await store.hit(
        `${name}:address:${address.toLowerCase()}`,
        limit.mailsPerAddress.windowSeconds,
      );
      return { mayMail: count <= limit.mailsPerAddress.max };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: TRateLimiter;
  }
}

export const rateLimitPlugin = fp<{ redisUrl?: string; prefix?: string; wait?: TWait }>(async (app, options) => {
  const store = options.redisUrl
    ? createRedisStore(options.redisUrl, options.prefix, (error) =>
        app.log.warn({ err: error }, 'Rate limit Redis connection error'),
      )
    : createMemoryStore();
  app.decorate('rateLimiter', createRateLimiter(store, { wait: options.wait }));
  app.addHook('onClose', () => store.close());
});
