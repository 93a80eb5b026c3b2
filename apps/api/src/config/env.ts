import type { Language } from '@college/contracts/languages';
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseVerifyKeys, verifyKeys, type VerifyKeys } from './verify-keys';
import { DEFAULT_APPLICATION_FEE_RUPEES, OTP_SENDS_PER_IP_PER_HOUR } from '@college/contracts/constants';

/** 10.0.0.5, ::1, 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** The ranges Express names for `trust proxy`. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const bool = z.enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');
const secret = z.string().min(32, 'must be at least 32 characters');
const url = z.url({ error: 'must be a URL' });

/** Fewer distinct characters than this, and a secret is a word, a pattern or a keyboard run, not random. */
const MIN_SECRET_VARIETY = 10;

type SecretVariables = Partial<
  Record<
    'SESSION_SECRET' | 'OTP_SECRET' | 'TOTP_ENCRYPTION_KEY' | 'VERIFY_KEYS' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET',
    string
  >
>;

/**
 * What is wrong with production's own secrets: too little variety to be random, or one the same
 * as another (one leaked would give away both). The payment provider's secrets are its own to make,
 * but none of ours may repeat them.
 */
function secretProblems(env: SecretVariables): { key: string; message: string }[] {
  // Each of ours: the variable it is in, how a message names it within that variable, its value.
  const ours: { key: string; which: string; value: string }[] = [];
  for (const key of ['SESSION_SECRET', 'OTP_SECRET', 'TOTP_ENCRYPTION_KEY'] as const) {
    const value = env[key];
    if (value) ours.push({ key, which: '', value });
  }
  const verify = env.VERIFY_KEYS ? parseVerifyKeys(env.VERIFY_KEYS) : [];
  if (Array.isArray(verify)) for (const k of verify) ours.push({ key: 'VERIFY_KEYS', which: `key ${k.id} `, value: k.key });
  const named = (s: { key: string; which: string }) => `${s.key}${s.which ? ` ${s.which.trim()}` : ''}`;
  const theirs = (['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).map((key) => ({ key, which: '', value: env[key] }));
  const problems: { key: string; message: string }[] = [];
  ours.forEach((secret, i) => {
    const variety = new Set(secret.value).size;
    if (variety < MIN_SECRET_VARIETY) {
      problems.push({
        key: secret.key,
        message: `${secret.which}has only ${variety} different character${variety === 1 ? '' : 's'}: use a random value (openssl rand -hex 32)`,
      });
    }
    const same = [...ours.slice(0, i), ...theirs].find((other) => other.value === secret.value);
    if (same) {
      problems.push({ key: secret.key, message: `${secret.which}is the same as ${named(same)}: give each secret its own random value` });
    }
  });
  return problems;
}

const schema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'test', 'production'], {
        error: 'must be development, test or production',
      })
      .default('development'),
    DEMO_MODE: bool.optional(),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be 0 to 65535')
      .max(65535, 'must be 0 to 65535')
      .default(3000),
    PUBLIC_ORIGIN: url.optional(),
    /**
     * Whose X-Forwarded-For to believe: the proxies' addresses or CIDR ranges (or Express's names
     * loopback, linklocal, uniquelocal), comma-separated; false for none. true or a hop count trust
     * whoever connects, so production refuses them.
     */
    TRUST_PROXY: z
      .string()
      .superRefine((value, ctx) => {
        if (/^(true|false|\d+)$/.test(value)) return;
        const bad = value.split(',').find((e) => !PROXY_NAMES.has(e.trim()) && !isAddressOrRange(e.trim()));
        if (bad !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `must be the proxies' addresses or CIDR ranges, comma-separated, or false ("${bad}" is neither)`,
          });
        }
      })
      .default('false'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be a pino level (info, warn, error, silent, ...)',
      })
      .default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    SESSION_SECRET: secret.optional(),
    OTP_SECRET: secret.optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91'], { error: 'must be console or msg91' }).optional(),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_TEMPLATE_ID: z.string().min(1).optional(),
    /** The DLT-registered template of the decision SMS (variables: application number, status). */
    MSG91_DECISION_TEMPLATE_ID: z.string().min(1).optional(),
    /** Templates of the fee-received and submitted notices (variables: application, amount, payment). */
    MSG91_PAYMENT_TEMPLATE_ID: z.string().min(1).optional(),
    MSG91_SUBMITTED_TEMPLATE_ID: z.string().min(1).optional(),
    /** The template of the allotment notice (variables: application, round, result, deadline). */
    MSG91_ALLOTMENT_TEMPLATE_ID: z.string().min(1).optional(),
    /** The Malayalam versions of the four templates (registered under DLT as Unicode); each falls back to its English one. */
    MSG91_TEMPLATE_ID_ML: z.string().min(1).optional(),
    MSG91_DECISION_TEMPLATE_ID_ML: z.string().min(1).optional(),
    MSG91_PAYMENT_TEMPLATE_ID_ML: z.string().min(1).optional(),
    MSG91_SUBMITTED_TEMPLATE_ID_ML: z.string().min(1).optional(),
    MSG91_ALLOTMENT_TEMPLATE_ID_ML: z.string().min(1).optional(),
    /** Outgoing mail: smtp://user:password@host:587 (or smtps://…:465), and who it is from. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    EMAIL_FROM: z.string().min(3).optional(),
    /**
     * Keys for the QR codes on printed acknowledgements, "id:secret,id:secret", newest first: the
     * first signs, every one verifies, so a key can be replaced without voiding printouts.
     */
    VERIFY_KEYS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const parsed = value === undefined ? [] : parseVerifyKeys(value);
        if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      }),
    /** Encrypts staff authenticator secrets at rest; separate from SESSION_SECRET so that can rotate. */
    TOTP_ENCRYPTION_KEY: secret.optional(),
    STAFF_SECOND_FACTOR: z.enum(['required', 'optional'], { error: 'must be required or optional' }).optional(),
    MSG91_BASE_URL: url.default('https://control.msg91.com'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API address; set only to reach it through a staging proxy, or a local stand-in in tests. */
    RAZORPAY_API_URL: z.url().optional(),
    APPLICATION_FEE_RUPEES: z.coerce
      .number({ error: 'must be a number of rupees' })
      .int('must be whole rupees')
      .positive('must be above 0')
      .default(DEFAULT_APPLICATION_FEE_RUPEES),
    PINCODE_UPSTREAM_URL: url.optional(),
    /**
     * One-time codes sent per hour to requests from one address. Mobile networks put many phones
     * behind one address (carrier-grade NAT): raise it if applicants on one network are refused.
     */
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(OTP_SENDS_PER_IP_PER_HOUR),
    /** Applications never submitted are erased this many days after their last change. */
    RETENTION_UNSUBMITTED_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(30).max(3650).default(180),
    /** Applications that did not lead to admission are erased after this many admission years. */
    RETENTION_YEARS: z.coerce.number({ error: 'must be a number of years' }).int().min(1).max(20).default(2),
    /**
     * Who may read Prometheus metrics at /metrics: addresses or CIDR ranges, comma-separated
     * (127.0.0.1 and ::1 by default). Everyone else gets a 404, as if there were none.
     */
    METRICS_ALLOW: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .superRefine((entries, ctx) => {
        const bad = entries.find((e) => !isAddressOrRange(e));
        if (bad !== undefined)
          ctx.addIssue({ code: 'custom', message: `must be IP addresses or CIDR ranges, comma-separated ("${bad}" is neither)` });
      })
      .default(['127.0.0.1', '::1']),
    /**
     * Shared file storage: with a bucket set, question papers live in S3-compatible object storage
     * (every machine behind the load balancer sees the same files); without, under DATA_DIR.
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)')
      .optional(),
    /** The provider's URL (MinIO, Ceph, R2, Spaces...); unset for AWS itself. */
    S3_ENDPOINT: url.optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** host/bucket/key addressing; on by default when S3_ENDPOINT is set, as S3-compatible servers expect. */
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** Demo mode only: how many made-up applications a first start adds for the office to show. */
    DEMO_APPLICATIONS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(60),
    /** Demo mode only: how many applicants of a contested season (verified, paid, ready to rank and allot) a first start adds. */
    DEMO_SEASON_APPLICANTS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(20_000).default(600),
  })
  .superRefine((env, ctx) => {
    // Half a key pair would fall through to whatever credentials the machine happens to have.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'must be set together with S3_ACCESS_KEY_ID (both or neither)',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT or S3 keys are set' });
    }
    if (env.NODE_ENV !== 'production') return;
    // Demo mode prints one-time codes and fakes payments: never from a production process.
    if (env.DEMO_MODE === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message:
          'cannot be true in production: demo mode publishes one-time codes and fakes payments (run demo mode without NODE_ENV=production)',
      });
      return;
    }
    // A real deployment must not fall back to anything made up for demos.
    const required = [
      'DATABASE_URL',
      'PUBLIC_ORIGIN',
      'SESSION_SECRET',
      'OTP_SECRET',
      'MSG91_AUTH_KEY',
      'MSG91_TEMPLATE_ID',
      'MSG91_DECISION_TEMPLATE_ID',
      'MSG91_PAYMENT_TEMPLATE_ID',
      'MSG91_SUBMITTED_TEMPLATE_ID',
      'MSG91_ALLOTMENT_TEMPLATE_ID',
      'SMTP_URL',
      'EMAIL_FROM',
      'TOTP_ENCRYPTION_KEY',
      'VERIFY_KEYS',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ] as const;
    for (const key of required) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
    }
    // A hop count or true believes X-Forwarded-For from whoever connects: anyone reaching the
    // port directly would choose the address the per-address limits and the audit see.
    if (/^(true|[1-9]\d*)$/.test(env.TRUST_PROXY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: `cannot be ${env.TRUST_PROXY} in production: name the proxy addresses (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine, or 10.0.0.5,10.0.0.0/24)`,
      });
    }
    for (const problem of secretProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
    if (env.PUBLIC_ORIGIN && !env.PUBLIC_ORIGIN.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'must be https:// in production (sign-in cookies are sent over HTTPS only)',
      });
    }
    if (env.SMS_PROVIDER === 'console') {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'must be msg91 in production' });
    }
    if (env.STAFF_SECOND_FACTOR === 'optional') {
      ctx.addIssue({ code: 'custom', path: ['STAFF_SECOND_FACTOR'], message: 'must be required in production' });
    }
  });

/** Where an S3-compatible bucket is and how to reach it. */
export type S3Settings = {
  bucket: string;
  /** Absent for AWS itself; the provider's URL for MinIO, Ceph, R2, Spaces and the like. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** host/bucket/key rather than bucket.host/key; most S3-compatible servers want it. */
  forcePathStyle: boolean;
};

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  demoMode: boolean;
  host: string;
  port: number;
  publicOrigin: string;
  /** Express's `trust proxy`: false, true, a hop count (not in production), or the proxies' addresses and ranges. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string | undefined;
  sessionSecret: string;
  otpSecret: string;
  sms:
    | { provider: 'console' }
    | {
        provider: 'msg91';
        authKey: string;
        /** Each SMS's DLT template id, in each language. */
        templates: Record<Language, Record<'otp' | 'decision' | 'payment_received' | 'submitted' | 'allotment', string>>;
        baseUrl: string;
      };
  /** Outgoing mail; the console in demo mode. */
  email: { provider: 'console' } | { provider: 'smtp'; url: string; from: string };
  /** Signs the verification links printed on acknowledgements; stable across restarts. */
  verifyKeys: VerifyKeys;
  /** Key (32 bytes) for staff authenticator secrets at rest. */
  totpKey: Buffer;
  /** Whether staff who read applicant data must sign in with a second factor. */
  staffSecondFactor: 'required' | 'optional';
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBaseUrl?: string } | undefined;
  applicationFeeRupees: number;
  pincodeUpstreamUrl: string | undefined;
  demoApplications: number;
  /** Applicants of the contested demo season: Computer Engineering oversubscribed, reserved seats to convert. */
  demoSeasonApplicants: number;
  retention: { unsubmittedDays: number; years: number };
  otpSendsPerIpPerHour: number;
  /** Addresses and CIDR ranges that may read /metrics. */
  metricsAllow: string[];
  /** Object storage for uploaded files; undefined keeps them under dataDir. */
  s3: S3Settings | undefined;
};

function trustProxySetting(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((e) => e.trim());
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

/** Reads and checks the environment once. Throws EnvError naming every bad variable. */
export function loadConfig(source: Source): Config {
  // An empty variable is treated as unset, as shells and .env files commonly leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const demoMode = !isProduction && (env.DEMO_MODE ?? true);
  // Demo and development runs get throwaway secrets; sessions then end with the process.
  const throwaway = () => randomBytes(32).toString('hex');
  const smsTemplates = (otp: string) => {
    const english = {
      decision: env.MSG91_DECISION_TEMPLATE_ID ?? otp,
      payment_received: env.MSG91_PAYMENT_TEMPLATE_ID ?? otp,
      submitted: env.MSG91_SUBMITTED_TEMPLATE_ID ?? otp,
      allotment: env.MSG91_ALLOTMENT_TEMPLATE_ID ?? otp,
    };
    return {
      en: { otp, ...english },
      ml: {
        otp: env.MSG91_TEMPLATE_ID_ML ?? otp,
        decision: env.MSG91_DECISION_TEMPLATE_ID_ML ?? english.decision,
        payment_received: env.MSG91_PAYMENT_TEMPLATE_ID_ML ?? english.payment_received,
        submitted: env.MSG91_SUBMITTED_TEMPLATE_ID_ML ?? english.submitted,
        allotment: env.MSG91_ALLOTMENT_TEMPLATE_ID_ML ?? english.allotment,
      },
    };
  };
  const sms: Config['sms'] =
    env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID && env.SMS_PROVIDER !== 'console'
      ? { provider: 'msg91', authKey: env.MSG91_AUTH_KEY, templates: smsTemplates(env.MSG91_TEMPLATE_ID), baseUrl: env.MSG91_BASE_URL }
      : { provider: 'console' };
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    demoMode,
    host: env.HOST,
    port: env.PORT,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    webDistDir: env.WEB_DIST_DIR,
    sessionSecret: env.SESSION_SECRET ?? throwaway(),
    otpSecret: env.OTP_SECRET ?? throwaway(),
    sms,
    email: env.SMTP_URL ? { provider: 'smtp', url: env.SMTP_URL, from: env.EMAIL_FROM ?? 'admissions@localhost' } : { provider: 'console' },
    verifyKeys: verifyKeys(env, env.DATA_DIR),
    // Demo runs use a fixed key: their data is made up, and enrolments survive restarts.
    totpKey: createHash('sha256')
      .update(`totp-key:${env.TOTP_ENCRYPTION_KEY ?? 'demo-only-key'}`)
      .digest(),
    staffSecondFactor: env.STAFF_SECOND_FACTOR ?? (isProduction ? 'required' : 'optional'),
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            ...(env.RAZORPAY_API_URL ? { apiBaseUrl: env.RAZORPAY_API_URL } : {}),
          }
        : undefined,
    applicationFeeRupees: env.APPLICATION_FEE_RUPEES,
    pincodeUpstreamUrl: env.PINCODE_UPSTREAM_URL,
    demoApplications: env.DEMO_APPLICATIONS,
    demoSeasonApplicants: env.DEMO_SEASON_APPLICANTS,
    retention: { unsubmittedDays: env.RETENTION_UNSUBMITTED_DAYS, years: env.RETENTION_YEARS },
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    metricsAllow: env.METRICS_ALLOW,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : undefined,
  };
}
