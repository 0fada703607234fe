import type { ContentViewSource } from '../../model/api-paths';
import { contentViewSourceOf } from '../../model/paths';

/**
 * Where a hymn page's view came from, counted once per history entry. A link from the search
 * results puts SEARCH_RESULT_LINK_STATE in the router state of the entry it opens, and the browser
 * keeps that state with the entry: on a reload, and when the reader comes back to it with back or
 * forward. So the entries whose source was already sent are remembered by the router's key for the
 * entry (which the browser keeps as well), for the life of the tab (sessionStorage): only the
 * navigation from the search counts as a click; a reload or a return is a plain view.
 */

const STORAGE_KEY = 'bhajan-sangrah:counted-view-sources';
/** History entries remembered; a reader who comes back to an older one counts one more click. */
const REMEMBERED_ENTRIES = 200;

let counted: string[] | undefined;

function countedEntries(): string[] {
  if (!counted) {
    try {
      const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
      counted = Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      counted = [];
    }
  }
  return counted;
}

/**
 * The source to send with this history entry's content view: the one its state names the first
 * time, none afterwards. Call it once per recorded view.
 */
export function takeContentViewSource(location: { key: string; state: unknown }): ContentViewSource | undefined {
  const source = contentViewSourceOf(location.state);
  if (!source) return undefined;
  const entries = countedEntries();
  if (entries.includes(location.key)) return undefined;
  entries.push(location.key);
  if (entries.length > REMEMBERED_ENTRIES) entries.splice(0, entries.length - REMEMBERED_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (full, or disabled): remembered for this page load only.
  }
  return source;
}
