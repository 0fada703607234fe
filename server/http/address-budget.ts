/**
 * How much work done afresh one address may ask for: answers the response cache did not hold
 * (pages rendered and public reads run again for a query string or a list never asked for before),
 * and session tokens looked up in the database (a token not seen in the last few seconds). Answers
 * from memory cost nothing and are not counted; a signed-in editor is not counted either.
 *
 * Without it, one client could make the server work on every request by changing what it sends (a
 * new search term, a new list, a page number: tens of milliseconds of the one thread every reader
 * shares; a new made-up session token: a query on the connections kept for editors and the health
 * probe). Each address has a bucket of ADDRESS_BUDGET.burst, refilled at ADDRESS_BUDGET.perSecond;
 * past it, a 429 with Retry-After. Generous for people (a whole satsang behind one address opening
 * new pages at once; an editor's session is looked up once per few seconds), tight for a script.
 * Kept per instance, in memory: a load balancer's instances each give an address their own budget,
 * which is still a bound.
 */
import { clientKey } from '../services/rate-limit';

export const ADDRESS_BUDGET = { burst: 60, perSecond: 1 } as const;
/** Addresses followed at most; past it, the one seen longest ago is forgotten (its bucket full again). */
const MAX_ADDRESSES = 20_000;

export interface AddressBudget {
  /** Takes one from `address`'s bucket: 0 when there was one, else the seconds until there is. */
  take(address: string): number;
}

export interface AddressBudgetOptions {
  burst?: number;
  perSecond?: number;
  maxAddresses?: number;
  now?: () => number;
}

export function createAddressBudget({
  burst = ADDRESS_BUDGET.burst,
  perSecond = ADDRESS_BUDGET.perSecond,
  maxAddresses = MAX_ADDRESSES,
  now = Date.now,
}: AddressBudgetOptions = {}): AddressBudget {
  // Map order is the order addresses were last seen in (each is moved to the end when it asks).
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refilled = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);

  const forgetOldest = () => {
    const oldest = buckets.keys().next().value;
    if (oldest !== undefined) buckets.delete(oldest);
  };

  return {
    take(address) {
      const key = clientKey(address);
      const at = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? refilled(bucket, at) : burst;
      if (bucket) buckets.delete(key);
      else if (buckets.size >= maxAddresses) forgetOldest();
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return Math.max(1, Math.ceil((1 - tokens) / perSecond));
      }
      buckets.set(key, { tokens: tokens - 1, at });
      return 0;
    },
  };
}
