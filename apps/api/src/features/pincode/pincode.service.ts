import { postOfficeSchema, type PostOffice } from '@college/contracts/entities/address-family';
import { z } from 'zod';
import type { Logger } from 'pino';
import { offlineDirectory, tidyOfficeName } from './pincode-directory';

const UPSTREAM_TIMEOUT_MS = 2500;
const CACHE_TTL_MS = 24 * 3600 * 1000;
const CACHE_MAX = 5000;

// The upstream's answer is checked like any input: anything else counts as no answer.
const upstreamAnswer = z.array(
  z.object({ Status: z.string().optional(), PostOffice: z.array(postOfficeSchema.loose()).nullable().optional() }),
);

/** Delivery offices first, then by name. */
function sortOffices(offices: PostOffice[]): PostOffice[] {
  return [...offices].sort(
    (a, b) => Number(b.DeliveryStatus === 'Delivery') - Number(a.DeliveryStatus === 'Delivery') || a.Name.localeCompare(b.Name),
  );
}

/**
 * Post offices of a PIN code. With an upstream postal service configured it is asked first (short
 * timeout, answers cached); the offline directory answers otherwise and whenever it fails.
 */
export function pincodeService(deps: { upstreamUrl?: string; logger: Logger }) {
  const cache = new Map<string, { at: number; offices: PostOffice[] }>();

  async function fromUpstream(pin: string): Promise<PostOffice[] | null> {
    if (!deps.upstreamUrl) return null;
    const hit = cache.get(pin);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.offices;
    try {
      const res = await fetch(new URL(`pincode/${pin}`, deps.upstreamUrl.endsWith('/') ? deps.upstreamUrl : `${deps.upstreamUrl}/`), {
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return null;
      const parsed = upstreamAnswer.safeParse(await res.json());
      const first = parsed.success ? parsed.data[0] : undefined;
      if (first?.Status !== 'Success' || !first.PostOffice) return null;
      const offices = first.PostOffice.map((o) => ({
        Name: tidyOfficeName(o.Name),
        BranchType: o.BranchType,
        DeliveryStatus: o.DeliveryStatus,
        District: o.District,
        State: o.State,
      }));
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(pin, { at: Date.now(), offices });
      return offices;
    } catch {
      deps.logger.warn('PIN code service unavailable; using the offline directory');
      return null;
    }
  }

  return {
    async lookup(pin: string): Promise<PostOffice[]> {
      const offices = (await fromUpstream(pin)) ?? offlineDirectory().get(Number(pin)) ?? [];
      return sortOffices(offices);
    },
  };
}
export type PincodeService = ReturnType<typeof pincodeService>;
