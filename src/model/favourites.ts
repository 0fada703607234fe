/**
 * A reader's favourites and set lists, kept on the device (no account, no server state): the
 * hymns starred, and named, ordered lists of hymns ("Tuesday satsang"). A list travels as a link
 * whose address holds the list itself (its name and its hymns' ids), so another phone opens the
 * same list without any server keeping it.
 */
import { plainText } from './plainText';

/** Where they are kept (localStorage), as JSON. */
export const FAVOURITES_KEY = 'bhajan-sangrah.favourites';

/** Limits that keep a kept value and a shared link sane (not in the spec). */
export const SET_LIST_NAME_MAX_LENGTH = 80;
export const SET_LIST_MAX_HYMNS = 100;
export const SET_LISTS_MAX = 50;
export const HYMN_TITLE_MAX_LENGTH = 300;

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
  /**
   * The title of each hymn kept (starred or in a list), as it was when it was kept: "My bhajans"
   * lists them at once and offline, without asking the server for every hymn.
   */
  titles: Record<number, string>;
}

export const NO_FAVOURITES: Favourites = { starred: [], lists: [], titles: {} };

/** A hymn as a list shows it: its id and title (the title may be unknown for a list opened from a link). */
export interface KeptHymn {
  id: number;
  title: string;
}

const isContentId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The ids of a kept value that are hymn ids, each once, in order, at most `max`. */
function contentIdsOf(value: unknown, max: number): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isContentId))].slice(0, max);
}

/**
 * A list's name as kept and shown: plain text on one line (no control or bidirectional control
 * characters: a shared link's name is anyone's to write), at most SET_LIST_NAME_MAX_LENGTH
 * characters ('' for none).
 */
export function listNameOf(value: unknown): string {
  return typeof value === 'string' ? plainText(value, { maxLength: SET_LIST_NAME_MAX_LENGTH }) : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The titles of the hymns still kept (a hymn unstarred and in no list is forgotten). */
function titlesOf(value: unknown, starred: readonly number[], lists: readonly SetList[]): Record<number, string> {
  const titles = isRecord(value) ? value : {};
  const kept: Record<number, string> = {};
  for (const id of [...starred, ...lists.flatMap((list) => list.contentIds)]) {
    const title = titles[id];
    if (typeof title === 'string' && title.trim()) kept[id] = title.trim().slice(0, HYMN_TITLE_MAX_LENGTH);
  }
  return kept;
}

/** What was kept, as far as it is understood; the rest (an older or damaged value) left out. */
export function favouritesOf(kept: unknown): Favourites {
  const value = isRecord(kept) ? kept : {};
  const starred = contentIdsOf(value.starred, Number.MAX_SAFE_INTEGER);
  const ids = new Set<string>();
  const lists = (Array.isArray(value.lists) ? value.lists : [])
    .filter(isRecord)
    .map((list) => ({
      id: typeof list.id === 'string' ? list.id.slice(0, 64) : '',
      name: listNameOf(list.name),
      contentIds: contentIdsOf(list.contentIds, SET_LIST_MAX_HYMNS),
    }))
    // Each list once (two with one id could not be told apart).
    .filter((list) => list.id !== '' && list.name !== '' && !ids.has(list.id) && ids.add(list.id))
    .slice(0, SET_LISTS_MAX);
  return { starred, lists, titles: titlesOf(value.titles, starred, lists) };
}

/** The hymns of a list (or the starred ones) with their kept titles. */
export function keptHymns(favourites: Favourites, contentIds: readonly number[]): KeptHymn[] {
  return contentIds.map((id) => ({ id, title: favourites.titles[id] ?? '' }));
}

/** Whether a list can take one more hymn (its limit), and the reader one more list. */
export const isListFull = (list: SetList) => list.contentIds.length >= SET_LIST_MAX_HYMNS;
export const hasRoomForList = (favourites: Favourites) => favourites.lists.length < SET_LISTS_MAX;

export const isStarred = (favourites: Favourites, contentId: number) => favourites.starred.includes(contentId);

/** Stars a hymn (first in the starred list), or takes its star away. */
export function toggledStar(favourites: Favourites, hymn: KeptHymn): Favourites {
  const starred = isStarred(favourites, hymn.id) ? favourites.starred.filter((id) => id !== hymn.id) : [hymn.id, ...favourites.starred];
  return favouritesOf({ ...favourites, starred, titles: { ...favourites.titles, [hymn.id]: hymn.title } });
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
  const name = listNameOf(search.get(SHARED_LIST_NAME_PARAM));
  const contentIds = contentIdsOf((search.get(SHARED_LIST_HYMNS_PARAM) ?? '').split('.').map(Number), SET_LIST_MAX_HYMNS);
  return name && contentIds.length > 0 ? { name, contentIds } : undefined;
}
