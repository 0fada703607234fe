import { describe, expect, it } from 'vitest';
import { createAddressBudget } from './address-budget';

describe('createAddressBudget', () => {
  it('gives an address its burst at once, then one render per refill, saying when the next one comes', () => {
    let clock = 0;
    const budget = createAddressBudget({ burst: 3, perSecond: 0.5, now: () => clock });
    expect([budget.take('203.0.113.1'), budget.take('203.0.113.1'), budget.take('203.0.113.1')]).toEqual([0, 0, 0]);
    expect(budget.take('203.0.113.1')).toBe(2);
    clock += 1_000;
    expect(budget.take('203.0.113.1')).toBe(1);
    clock += 1_000;
    expect(budget.take('203.0.113.1')).toBe(0);
    expect(budget.take('203.0.113.1')).toBe(2);
    // Refills up to the burst, no further.
    clock += 60_000;
    expect([0, 1, 2, 3].map(() => budget.take('203.0.113.1'))).toEqual([0, 0, 0, 2]);
  });

  it('counts each address apart, and the addresses of one IPv6 /64 together', () => {
    const budget = createAddressBudget({ burst: 1, perSecond: 1, now: () => 0 });
    expect(budget.take('203.0.113.1')).toBe(0);
    expect(budget.take('203.0.113.1')).toBe(1);
    expect(budget.take('203.0.113.2')).toBe(0);
    expect(budget.take('2001:db8:1:2::1')).toBe(0);
    expect(budget.take('2001:db8:1:2:ffff::9')).toBe(1);
  });

  it('follows a bounded number of addresses, forgetting the one seen longest ago', () => {
    const budget = createAddressBudget({ burst: 1, perSecond: 0.001, maxAddresses: 2, now: () => 0 });
    budget.take('203.0.113.1');
    budget.take('203.0.113.2');
    // .1 is seen again, so .2 is the one forgotten when .3 comes.
    expect(budget.take('203.0.113.1')).toBeGreaterThan(0);
    budget.take('203.0.113.3');
    expect(budget.take('203.0.113.1')).toBeGreaterThan(0);
    expect(budget.take('203.0.113.2')).toBe(0);
  });
});
