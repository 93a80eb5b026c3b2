import { randomBytes } from 'node:crypto';
import type { StaffMe } from '@college/contracts/endpoints/staff';
import { readsApplicants, type StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { AppError, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { rateLimiter, type Limit } from '../rate-limits/rate-limits.api';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { checkNewPassword } from './password-rules';
import { open, seal } from './secret-box';
import { staffRepository, type StaffRow } from './staff.repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

const LOCK_WINDOW_SECONDS = 15 * 60;
// Per email and address: an outsider elsewhere cannot lock a member of staff out.
const PAIR_ATTEMPTS = 5;
// Per address across emails: one machine cannot try many accounts.
const ADDRESS_ATTEMPTS = 20;
// Per member: six-digit codes are guessable only with many tries.
const CODE_ATTEMPTS = 5;
// Per address across members: one machine cannot guess codes for account after account.
const CODE_ADDRESS_ATTEMPTS = 20;
/** How long after a password is set through a one-time link the member may enrol an authenticator. */
export const ENROL_WINDOW_SECONDS = 60 * 60;
/** For an account the server's operator creates (the command line): a day to sign in and enrol. */
const OPERATOR_ENROL_WINDOW_SECONDS = 24 * 60 * 60;
export const ENROL_NOT_ALLOWED =
  'Two-step sign-in is not set up for this account yet. Ask an administrator for a new sign-in link, then set your password and sign in straight away.';
const RECOVERY_CODES = 10;
const LOCKED_MESSAGE = 'Too many failed sign-ins. Please try again later.';
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_CODE = 'That code is not valid. Check the time on your phone and try again.';
export const STEP_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.';
const ISSUER = 'College Office';

export type SecondFactorMode = 'totp' | 'totp-setup';
export type StaffServiceDeps = { db: Database; clock: Clock; totpKey: Buffer; secondFactor: 'required' | 'optional' };

/** Ten codes like 7kq2m-x9d4p: each ends a sign-in once when the phone is lost. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const code = (raw + randomBytes(8).toString('hex')).slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
const hashRecoveryCode = (code: string) => sha256Hex(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);

export function staffService(deps: StaffServiceDeps) {
  const repo = staffRepository(deps.db);
  const limiter = rateLimiter(deps.db, deps.clock);

  const totpRequired = (member: StaffRow) => deps.secondFactor === 'required' && readsApplicants(member.roles);

  function view(member: StaffRow): StaffMe {
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      roles: member.roles,
      totpEnabled: member.totpSecret !== null,
      totpRequired: totpRequired(member),
    };
  }

  /** Counts an attempt under the lock of its counters before anything is checked; a success takes it back. */
  async function countAttempt(limits: Limit[]): Promise<string[]> {
    const attempt = await withKeyLock(
      deps.db,
      limits.map((l) => l.key),
      async (tx) => {
        const txLimiter = rateLimiter(tx, deps.clock);
        const wait = await txLimiter.retryAfter(limits);
        if (wait > 0) return { wait, ids: [] };
        return { wait: 0, ids: await txLimiter.record(...limits.map((l) => l.key)) };
      },
    );
    if (attempt.wait > 0) throw tooManyRequests(LOCKED_MESSAGE, attempt.wait);
    return attempt.ids;
  }

  /** Offers a new authenticator secret, kept (sealed) until a first code confirms it. */
  async function beginSetup(member: StaffRow): Promise<{ secret: string; uri: string }> {
    const secret = newTotpSecret();
    await repo.update(member.id, { totpPendingSecret: seal(deps.totpKey, secret), updatedAt: deps.clock.now() });
    return { secret, uri: otpauthUri(secret, member.email, ISSUER) };
  }

  /**
   * Checks a code (or, for `totp`, a recovery code) and does what it unlocks, in one transaction.
   * With the password step's id, the step must be the member's latest and is used up by success.
   */
  async function acceptCode(
    memberId: string,
    code: string,
    mode: SecondFactorMode,
    ip: string,
    stepId?: string,
  ): Promise<{ member: StaffRow; recoveryCodes?: string[] }> {
    const limit = { key: `staff-code:${memberId}`, max: CODE_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
    const address = { key: `staff-code-ip:${ip}`, max: CODE_ADDRESS_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
    const ids = await countAttempt([limit, address]);
    const now = deps.clock.now();
    const outcome = await inTransaction(deps.db, async (tx) => {
      const txRepo = staffRepository(tx);
      const member = await txRepo.forUpdate(memberId);
      if (!member || member.disabledAt) return null;
      if (stepId !== undefined && member.signInStepHash !== sha256Hex(`sign-in-step:${stepId}`)) return 'step-used' as const;
      // A completed sign-in forgets its step, so the same note cannot complete another.
      const stepDone = stepId === undefined ? {} : { signInStepHash: null };
      const sealed = mode === 'totp-setup' ? member.totpPendingSecret : member.totpSecret;
      if (!sealed) return null;
      const step = matchTotp(open(deps.totpKey, sealed), code, now, mode === 'totp' ? member.totpLastStep : null);
      if (step !== null && mode === 'totp-setup') {
        const codes = newRecoveryCodes();
        await txRepo.replaceRecoveryCodes(member.id, codes.map(hashRecoveryCode));
        const updated = await txRepo.update(member.id, {
          totpSecret: sealed,
          totpPendingSecret: null,
          totpLastStep: step,
          totpEnrolUntil: null,
          updatedAt: now,
          ...stepDone,
        });
        return { member: updated, recoveryCodes: codes };
      }
      if (step !== null) return { member: await txRepo.update(member.id, { totpLastStep: step, updatedAt: now, ...stepDone }) };
      if (mode === 'totp' && (await txRepo.useRecoveryCode(member.id, hashRecoveryCode(code), now))) {
        return { member: await txRepo.update(member.id, { updatedAt: now, ...stepDone }) };
      }
      return null;
    });
    if (outcome === 'step-used') throw unauthorized(STEP_EXPIRED);
    if (!outcome) throw new AppError('UNAUTHORIZED', INVALID_CODE, { fieldErrors: { code: [INVALID_CODE] } });
    await limiter.clear(limit.key);
    for (const id of ids) await limiter.remove(id);
    return outcome;
  }

  return {
    view,
    /** For the command line and the demo accounts: a member with a password already set. */
    async create(email: string, password: string, roles: StaffRole[], name = ''): Promise<StaffRow> {
      const normalized = email.trim().toLowerCase();
      await checkNewPassword(password, normalized);
      if (await repo.byEmail(normalized)) throw conflict('A staff account with this email exists');
      const now = deps.clock.now();
      return repo.insert({
        email: normalized,
        name,
        passwordHash: await hashPassword(password),
        roles,
        now,
        totpEnrolUntil: new Date(now.getTime() + OPERATOR_ENROL_WINDOW_SECONDS * 1000),
      });
    },
    /**
     * Checks a sign-in. Every attempt is counted before the password is checked, under the locks
     * of its counters, so the limits are exact however many requests race; a success takes its
     * attempt back. Known and unknown emails are answered alike, locks included.
     */
    async signIn(email: string, password: string, ip: string): Promise<StaffRow> {
      const normalized = email.trim().toLowerCase();
      const pair = { key: `staff-signin:${normalized}:${ip}`, max: PAIR_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
      const address = { key: `staff-signin-ip:${ip}`, max: ADDRESS_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
      const ids = await countAttempt([pair, address]);
      const user = await repo.byEmail(normalized);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || user.disabledAt) throw unauthorized(INVALID_CREDENTIALS);
      await limiter.clear(pair.key);
      for (const id of ids.slice(1)) await limiter.remove(id);
      return user;
    },
    /**
     * What a member signing in must do after the password: nothing, a code, or enrol first. A
     * member who must enrol may do so only within the window a one-time link (or the operator)
     * opened; otherwise the password alone shows no secret and the sign-in is refused.
     */
    nextStep(member: StaffRow): 'done' | SecondFactorMode {
      if (member.totpSecret) return 'totp';
      if (!totpRequired(member)) return 'done';
      if (!member.totpEnrolUntil || member.totpEnrolUntil <= deps.clock.now()) throw forbidden(ENROL_NOT_ALLOWED);
      return 'totp-setup';
    },
    beginSetup,
    acceptCode,
    /** After a right password: a new step id for the note to the code, replacing any earlier one. */
    async openStep(member: StaffRow): Promise<string> {
      const stepId = randomBytes(16).toString('hex');
      await repo.update(member.id, { signInStepHash: sha256Hex(`sign-in-step:${stepId}`) });
      return stepId;
    },
    async byId(id: string): Promise<StaffRow | undefined> {
      return repo.byId(id);
    },
    async byEmail(email: string): Promise<StaffRow | undefined> {
      return repo.byEmail(email.trim().toLowerCase());
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
