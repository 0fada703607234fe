/**
 * The Sing together rooms this device leads: each room's code, the leader's secret (the proof that
 * this phone leads it: it never leaves the device but in the leader's calls), its hymns and when it
 * ends. Kept in localStorage, so a leader whose browser reloads the page (or whose phone closed the
 * tab) still leads; a room past its end is forgotten.
 */
import { deviceStore } from './deviceStore';

export interface TogetherLead {
  code: string;
  secret: string;
  hymns: number[];
  expiresAt: string;
  /** Where the room was at the leader's last move the server took (a reloaded page goes on from there). */
  at?: { position: number; stanza: number; blank: boolean };
}

export const TOGETHER_LEAD_KEY = 'bhajan-sangrah.together-lead';

const isLead = (value: unknown): value is TogetherLead => {
  if (typeof value !== 'object' || value === null) return false;
  const { code, secret, hymns, expiresAt } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof secret === 'string' &&
    typeof expiresAt === 'string' &&
    Array.isArray(hymns) &&
    hymns.every((id) => Number.isInteger(id))
  );
};

function atOf(value: unknown): TogetherLead['at'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { position, stanza, blank } = value as Record<string, unknown>;
  return Number.isInteger(position) && Number.isInteger(stanza) && typeof blank === 'boolean'
    ? { position: position as number, stanza: stanza as number, blank }
    : undefined;
}

/** The rooms kept, as kept (anything unreadable, or past its end, is dropped). */
function leadsOf(kept: unknown): TogetherLead[] {
  if (!Array.isArray(kept)) return [];
  const now = Date.now();
  return kept
    .filter(isLead)
    .filter((lead) => Date.parse(lead.expiresAt) > now)
    .map(({ code, secret, hymns, expiresAt, at }) => ({ code, secret, hymns, expiresAt, ...(atOf(at) ? { at: atOf(at) } : {}) }));
}

const NO_LEADS: TogetherLead[] = [];
const store = deviceStore(TOGETHER_LEAD_KEY, leadsOf, NO_LEADS);

/** The room with this code, when this device leads it. */
export function leadOf(code: string | null | undefined): TogetherLead | undefined {
  return code ? store.get().find((lead) => lead.code === code) : undefined;
}

/** This device leads the room from now on. */
export function keepLead(lead: TogetherLead): void {
  store.save([...store.get().filter((kept) => kept.code !== lead.code), lead]);
}

/** This device leads the room no more (ended, or handed over). */
export function forgetLead(code: string): void {
  store.save(store.get().filter((kept) => kept.code !== code));
}

/**
 * The room this device leads that the presentation of `contentId` goes on leading, followed in a
 * component: the one named (`code`, from the presentation's address), else one opened for the very
 * hymns presented (`presented`: the set list, or the one hymn), so a leader who closed the
 * presentation and presents the same again leads the room again; never a room of other hymns.
 */
export function useLeadFor(
  code: string | null | undefined,
  presented: readonly number[] | -1,
  contentId: number,
): TogetherLead | undefined {
  const leads = store.useValue();
  if (presented === -1) return undefined;
  if (code) return leads.find((lead) => lead.code === code && lead.hymns.includes(contentId));
  return leads.findLast((lead) => lead.hymns.length === presented.length && lead.hymns.every((id, at) => id === presented[at]));
}
