import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';

export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function hmacSha256Base64url(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex or text strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomId(prefix: string, bytes = 10): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

/**
 * A signing secret as a key object, for jsonwebtoken. Given a plain string, jsonwebtoken first
 * tries to parse it as a PEM public key on every verify, and that failed parse is most of the
 * CPU an authenticated request costs; a key object skips it.
 */
export function hmacKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/** The SHA-256 of a file's bytes, read as a stream: an upload of 20 MB is never held in memory. */
export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
