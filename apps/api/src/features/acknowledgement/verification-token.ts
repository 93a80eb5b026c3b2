import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';

// The QR code on a printed acknowledgement holds /verify/<token>: the application number and a
// MAC over it. Anyone can check a printout with it; nobody can make one for another number.
const PREFIX = 'v1';
const ID = /^APP\d{10}$/;

const macOf = (key: string, applicationId: string) =>
  createHmac('sha256', key).update(`acknowledgement:${applicationId}`).digest('base64url').slice(0, 27);

export function verificationToken(key: string, applicationId: string): string {
  return `${PREFIX}.${applicationId}.${macOf(key, applicationId)}`;
}

/** The application number a token vouches for, or null for anything forged, altered or malformed. */
export function verifiedApplicationId(key: string, token: string): string | null {
  const [prefix, id, mac, ...rest] = token.split('.');
  if (prefix !== PREFIX || !id || !mac || rest.length > 0 || !ID.test(id)) return null;
  return safeEqual(mac, macOf(key, id)) ? id : null;
}
