import { createHmac } from 'node:crypto';
import type { VerifyKeys } from '../../config/verify-keys';
import { safeEqual } from '../../lib/crypto';

// The QR code on a printed acknowledgement holds /verify/<token>: the application number and a
// MAC over it. Anyone can check a printout with it; nobody can make one for another number.
//
// v2.<key id>.<number>.<mac>: the key id names which of the configured keys made the MAC, so the
// college can add a new key and sign with it while every code already printed still checks out.
// v1.<number>.<mac> (printed before key ids): checked against the one key of that time, derived
// from the session secret, for as long as that secret stays the same.

const ID = /^APP\d{10}$/;
const KEY_ID = /^[a-z0-9]{1,8}$/;

const macOf = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64url').slice(0, 27);

export function verificationToken(keys: VerifyKeys, applicationId: string): string {
  const { id, key } = keys.current;
  return `v2.${id}.${applicationId}.${macOf(key, `acknowledgement:v2:${id}:${applicationId}`)}`;
}

/** The application number a token vouches for, or null for anything forged, altered or malformed. */
export function verifiedApplicationId(keys: VerifyKeys, token: string): string | null {
  const parts = token.split('.');
  if (parts[0] === 'v2' && parts.length === 4) {
    const [, keyId = '', id = '', mac = ''] = parts;
    const key = KEY_ID.test(keyId) ? keys.accepted.get(keyId) : undefined;
    if (!key || !ID.test(id)) return null;
    return safeEqual(mac, macOf(key, `acknowledgement:v2:${keyId}:${id}`)) ? id : null;
  }
  if (parts[0] === 'v1' && parts.length === 3 && keys.legacy) {
    const [, id = '', mac = ''] = parts;
    if (!ID.test(id)) return null;
    return safeEqual(mac, macOf(keys.legacy, `acknowledgement:${id}`)) ? id : null;
  }
  return null;
}
