import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLead, keepLead, leadOf, TOGETHER_LEAD_KEY } from './togetherLead';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

afterEach(() => {
  localStorage.clear();
  forgetLead('K7M2QX');
  forgetLead('ABCDEF');
});

describe('the rooms this device leads', () => {
  it('keeps a room’s secret, hymns and place on the device, and forgets it when told', () => {
    keepLead({ code: 'K7M2QX', secret: 's1', hymns: [108, 102], expiresAt: inAnHour(), at: { position: 1, stanza: 2, blank: false } });
    expect(leadOf('K7M2QX')).toMatchObject({ secret: 's1', hymns: [108, 102], at: { position: 1, stanza: 2 } });
    expect(JSON.parse(localStorage.getItem(TOGETHER_LEAD_KEY) ?? '[]')).toHaveLength(1);
    forgetLead('K7M2QX');
    expect(leadOf('K7M2QX')).toBeUndefined();
  });

  it('keeps one entry per room: a later one replaces it', () => {
    keepLead({ code: 'K7M2QX', secret: 's1', hymns: [108], expiresAt: inAnHour() });
    keepLead({ code: 'K7M2QX', secret: 's2', hymns: [108], expiresAt: inAnHour() });
    expect(leadOf('K7M2QX')?.secret).toBe('s2');
    expect(JSON.parse(localStorage.getItem(TOGETHER_LEAD_KEY) ?? '[]')).toHaveLength(1);
  });

  it('drops a room past its end, and whatever it cannot read, as the page reads what the device kept', async () => {
    localStorage.setItem(
      TOGETHER_LEAD_KEY,
      JSON.stringify([
        { code: 'OLDOLD', secret: 's', hymns: [1], expiresAt: '2020-01-01T00:00:00.000Z' },
        { code: 'BROKEN', secret: 7 },
        'nonsense',
        { code: 'ABCDEF', secret: 's3', hymns: [5], expiresAt: inAnHour(), at: { position: 'x', stanza: 0, blank: false } },
      ]),
    );
    // A page opened now (the store reads the device once).
    vi.resetModules();
    const fresh = await import('./togetherLead');
    expect(fresh.leadOf('OLDOLD')).toBeUndefined();
    expect(fresh.leadOf('BROKEN')).toBeUndefined();
    // A place it cannot read is left out (the presentation starts from the first stanza).
    expect(fresh.leadOf('ABCDEF')).toEqual({ code: 'ABCDEF', secret: 's3', hymns: [5], expiresAt: expect.any(String) });
  });
});
