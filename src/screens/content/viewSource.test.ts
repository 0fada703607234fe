import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_RESULT_LINK_STATE } from '../../model/paths';

/** viewSource.ts as a new page load finds it: a fresh module, the tab's sessionStorage as it is. */
async function freshPageLoad() {
  vi.resetModules();
  return import('./viewSource');
}

describe('the source of a hymn page’s view', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the one a search result’s link names, the first time only for that history entry', async () => {
    const { takeContentViewSource } = await freshPageLoad();
    expect(takeContentViewSource({ key: 'a1', state: SEARCH_RESULT_LINK_STATE })).toBe('search');
    expect(takeContentViewSource({ key: 'a1', state: SEARCH_RESULT_LINK_STATE })).toBeUndefined();
    expect(takeContentViewSource({ key: 'b2', state: SEARCH_RESULT_LINK_STATE })).toBe('search');
  });

  it('is none without a known source in the state', async () => {
    const { takeContentViewSource } = await freshPageLoad();
    for (const state of [null, undefined, {}, 'search', { contentViewSource: 'elsewhere' }]) {
      expect(takeContentViewSource({ key: 'c3', state })).toBeUndefined();
    }
  });

  it('is remembered across a reload of the tab, through sessionStorage', async () => {
    (await freshPageLoad()).takeContentViewSource({ key: 'd4', state: SEARCH_RESULT_LINK_STATE });
    const reloaded = await freshPageLoad();
    expect(reloaded.takeContentViewSource({ key: 'd4', state: SEARCH_RESULT_LINK_STATE })).toBeUndefined();
    expect(reloaded.takeContentViewSource({ key: 'e5', state: SEARCH_RESULT_LINK_STATE })).toBe('search');
  });

  it('still counts once per entry within the page when the tab’s storage is refused', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const { takeContentViewSource } = await freshPageLoad();
      expect(takeContentViewSource({ key: 'f6', state: SEARCH_RESULT_LINK_STATE })).toBe('search');
      expect(takeContentViewSource({ key: 'f6', state: SEARCH_RESULT_LINK_STATE })).toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
  });
});
