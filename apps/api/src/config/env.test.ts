import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/college',
  PUBLIC_ORIGIN: 'https://college.example.in',
  SESSION_SECRET: 'q8Jd2kLxP0vNw7RtZ4cY1mBf6HsGa9Ue3TjVn5Kp',
  OTP_SECRET: 'Xr3Nc8Wq1Lz6Pv0Bk4Ym7Hd2Ts9Jf5Ga3Eu8Ro1I',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'tpl',
  MSG91_DECISION_TEMPLATE_ID: 'tpl-decision',
  MSG91_PAYMENT_TEMPLATE_ID: 'tpl-paid',
  MSG91_SUBMITTED_TEMPLATE_ID: 'tpl-submitted',
  MSG91_ALLOTMENT_TEMPLATE_ID: 'tpl-allotment',
  SMTP_URL: 'smtp://mailer:secret@mail.internal:587',
  EMAIL_FROM: 'Admissions <admissions@college.example.in>',
  TOTP_ENCRYPTION_KEY: 'c5Vb0Nm7Qw2Er9Ty4Ui1Op6As3Df8Gh5Jk0Lz7Xc2',
  VERIFY_KEYS: 'k1:Mn4Bv9Cx2Zl7Kj0Hg5Fd8Sa3Po6Iu1Yt4Re9Wq2E',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
}

describe('environment', () => {
  it('when nothing is set, then it runs in demo mode on embedded PGlite at port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      demoMode: true,
      isProduction: false,
      port: 3000,
      databaseUrl: undefined,
      dataDir: '.data',
      applicationFeeRupees: 500,
      sms: { provider: 'console' },
      otpSendsPerIpPerHour: 30,
      retention: { unsubmittedDays: 180, years: 2 },
    });
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('when PORT is not a number, then the problem names PORT', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT must be a port number']);
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be 0 to 65535']);
  });

  it('when the retention periods or the per-address code limit are out of range, then each is named', () => {
    const found = problems({ RETENTION_UNSUBMITTED_DAYS: '7', RETENTION_YEARS: '0', OTP_SENDS_PER_IP_PER_HOUR: 'many' });
    expect(found.map((p) => p.split(' ')[0]).sort()).toEqual([
      'OTP_SENDS_PER_IP_PER_HOUR',
      'RETENTION_UNSUBMITTED_DAYS',
      'RETENTION_YEARS',
    ]);
    expect(loadConfig({ OTP_SENDS_PER_IP_PER_HOUR: '300' }).otpSendsPerIpPerHour).toBe(300);
  });

  it('when several variables are bad, then each is named', () => {
    const found = problems({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(found).toHaveLength(3);
    expect(found.map((p) => p.split(' ')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('when production lacks secrets, then every missing one is named and it refuses to run', () => {
    const found = problems({ NODE_ENV: 'production' });
    for (const key of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'OTP_SECRET',
      'MSG91_AUTH_KEY',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]) {
      expect(found).toContain(`${key} is required in production`);
    }
  });

  it('when production has everything, then it is not in demo mode and uses the real providers', () => {
    const config = loadConfig(production);
    expect(config.demoMode).toBe(false);
    expect(config.sms.provider).toBe('msg91');
    expect(config.razorpay?.keyId).toBe('rzp_live_x');
    expect(config.sessionSecret).toBe(production.SESSION_SECRET);
  });

  it('when production asks for the console SMS sender, then it refuses', () => {
    expect(problems({ ...production, SMS_PROVIDER: 'console' })).toEqual(['SMS_PROVIDER must be msg91 in production']);
  });

  it('when production asks for DEMO_MODE=true, then it refuses, with or without secrets', () => {
    const message =
      'DEMO_MODE cannot be true in production: demo mode publishes one-time codes and fakes payments (run demo mode without NODE_ENV=production)';
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toEqual([message]);
    expect(problems({ ...production, DEMO_MODE: '1' })).toEqual([message]);
    expect(loadConfig({ ...production, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('when production secrets repeat one another or have little variety, then each is refused in one line', () => {
    const thirtyTwoAs = 'a'.repeat(32);
    expect(problems({ ...production, SESSION_SECRET: thirtyTwoAs, OTP_SECRET: thirtyTwoAs, TOTP_ENCRYPTION_KEY: thirtyTwoAs })).toEqual([
      'SESSION_SECRET has only 1 different character: use a random value (openssl rand -hex 32)',
      'OTP_SECRET has only 1 different character: use a random value (openssl rand -hex 32)',
      'OTP_SECRET is the same as SESSION_SECRET: give each secret its own random value',
      'TOTP_ENCRYPTION_KEY has only 1 different character: use a random value (openssl rand -hex 32)',
      'TOTP_ENCRYPTION_KEY is the same as SESSION_SECRET: give each secret its own random value',
    ]);
    expect(problems({ ...production, VERIFY_KEYS: `k2:${production.OTP_SECRET},k1:abababababababababababababababab12` })).toEqual([
      'VERIFY_KEYS key k2 is the same as OTP_SECRET: give each secret its own random value',
      'VERIFY_KEYS key k1 has only 4 different characters: use a random value (openssl rand -hex 32)',
    ]);
    expect(problems({ ...production, RAZORPAY_WEBHOOK_SECRET: production.SESSION_SECRET })).toEqual([
      'SESSION_SECRET is the same as RAZORPAY_WEBHOOK_SECRET: give each secret its own random value',
    ]);
    // Demo and test runs may use what they like.
    expect(problems({ SESSION_SECRET: thirtyTwoAs, OTP_SECRET: thirtyTwoAs })).toEqual([]);
  });

  it('when production has an http:// PUBLIC_ORIGIN, then it refuses; elsewhere http is fine', () => {
    expect(problems({ ...production, PUBLIC_ORIGIN: 'http://college.example.in' })).toEqual([
      'PUBLIC_ORIGIN must be https:// in production (sign-in cookies are sent over HTTPS only)',
    ]);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('when TRUST_PROXY is true or a hop count in production, then it refuses and asks for the proxy addresses; named addresses pass', () => {
    for (const bare of ['true', '1', '2']) {
      expect(problems({ ...production, TRUST_PROXY: bare })).toEqual([
        `TRUST_PROXY cannot be ${bare} in production: name the proxy addresses (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine, or 10.0.0.5,10.0.0.0/24)`,
      ]);
    }
    expect(loadConfig({ ...production, TRUST_PROXY: '127.0.0.1, 10.0.0.0/24,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/24',
      'fd00::/8',
    ]);
    expect(loadConfig({ ...production, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(problems({ TRUST_PROXY: 'nginx' })).toEqual([
      `TRUST_PROXY must be the proxies' addresses or CIDR ranges, comma-separated, or false ("nginx" is neither)`,
    ]);
    // Outside production a hop count still serves tests and benches behind a local proxy.
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('when a secret is short or a variable is empty, then short is refused and empty means unset', () => {
    expect(problems({ SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET must be at least 32 characters']);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('when object storage is configured, then the bucket is used, path-style for an endpoint, and half a key pair is refused', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const minio = loadConfig({
      S3_BUCKET: 'college-files',
      S3_ENDPOINT: 'http://10.0.0.9:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    }).s3;
    expect(minio).toEqual({
      bucket: 'college-files',
      endpoint: 'http://10.0.0.9:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ S3_BUCKET: 'college-files', S3_REGION: 'ap-south-2' }).s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'ap-south-2', credentials: undefined, forcePathStyle: false });
    expect(problems({ S3_BUCKET: 'college-files', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID (both or neither)',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://10.0.0.9:9000' })).toEqual(['S3_BUCKET is required when S3_ENDPOINT or S3 keys are set']);
    expect(problems({ S3_BUCKET: 'Bad_Bucket' })).toEqual([
      'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    ]);
  });
});
