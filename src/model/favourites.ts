/**
 * A reader's favourites and set lists, kept on the device (no account, no server state): the
 * hymns starred, and named, ordered lists of hymns ("Tuesday satsang"). A list travels as a link
 * whose address holds the list itself (its name and its hymns' ids), so another phone opens the
 * same list without any server keeping it.
 */

/** Where they are kept (localStorage), as JSON. */
export const FAVOURITES_KEY = 'bhajan-sangrah.favourites';

/** Limits that keep a kept value and a shared link sane (not in the spec). */
export const SET_LIST_NAME_MAX_LENGTH = 80;
export const SET_LIST_MAX_HYMNS = 200;
export const SET_LISTS_MAX = 50;

export interface SetList {
  /** Stable within the device (a list renamed keeps it). */
  id: string;
  name: string;
  /** Hymn ids, in the order they are sung. */
  contentIds: number[];
}

export interface Favourites {
  /** Starred hymns, the latest first. */
  starred: number[];
  lists: SetList[];
}

export const NO_FAVOURITES: Favourites = { starred: [], lists: [] };

const isContentId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The ids of a kept value that are hymn ids, each once, in order, at most `max`. */
function contentIdsOf(value: unknown, max: number): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isContentId))].slice(0, max);
}

function nameOf(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, SET_LIST_NAME_MAX_LENGTH) : '';
}

/** What was kept, as far as it is understood; the rest (an older or damaged value) left out. */
export function favouritesOf(kept: unknown): Favourites {
  const value = typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
  const lists = Array.isArray(value.lists) ? value.lists : [];
  return {
    starred: contentIdsOf(value.starred, Number.MAX_SAFE_INTEGER),
    lists: lists
      .filter((list): list is Record<string, unknown> => typeof list === 'object' && list !== null)
      .map((list) => ({
        id: typeof list.id === 'string' ? list.id : '',
        name: nameOf(list.name),
        contentIds: contentIdsOf(list.contentIds, SET_LIST_MAX_HYMNS),
      }))
      .filter((list) => list.id !== '' && list.name !== '')
      .slice(0, SET_LISTS_MAX),
  };
}

/** The query parameters of a shared list's link: `?name=Tuesday%20satsang&hymns=12.48.7`. */
export const SHARED_LIST_NAME_PARAM = 'name';
export const SHARED_LIST_HYMNS_PARAM = 'hymns';

/** A list as the query of its link (the page's path is the caller's). */
export function sharedListQuery(list: Pick<SetList, 'name' | 'contentIds'>): string {
  return new URLSearchParams({ [SHARED_LIST_NAME_PARAM]: list.name, [SHARED_LIST_HYMNS_PARAM]: list.contentIds.join('.') }).toString();
}

/** The list a link's query holds, or undefined when it holds none (no name, no hymn). */
export function sharedListOf(search: URLSearchParams): Pick<SetList, 'name' | 'contentIds'> | undefined {
  const name = nameOf(search.get(SHARED_LIST_NAME_PARAM));
  const contentIds = contentIdsOf((search.get(SHARED_LIST_HYMNS_PARAM) ?? '').split('.').map(Number), SET_LIST_MAX_HYMNS);
  return name && contentIds.length > 0 ? { name, contentIds } : undefined;
}

/** Moves a list's hymn from one place to another (reordering by buttons or dragging). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
