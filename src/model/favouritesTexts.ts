/**
 * The texts of the reader's set lists and the 'My bhajans' page (src/model/favourites.ts): a module
 * of its own, so that a hymn page's first script carries only the star's (SITE_TEXTS.favourites).
 */
import { SITE_TEXTS } from './messages';

export const FAVOURITES_TEXTS = {
  ...SITE_TEXTS.favourites,
  /** Under 'My bhajans': where they are. */
  keptHere: 'Kept on this device, no account needed. To take a list to another phone, share it.',
  /** Sing together, under the lists: following a satsang, and leading one. */
  togetherIntro:
    'At a satsang, follow the leader’s bhajans on this phone, in your own script and text size. To lead, present a list and choose “Sing together”.',
  starredHeading: { en: 'Starred', hi: 'पसंदीदा' },
  noStarred: 'No starred bhajans yet. Tap ☆ Star on a bhajan’s page to keep it here.',
  listsHeading: { en: 'Set lists', hi: 'भजन सूचियाँ' },
  noLists: 'No lists yet. Make one for your next satsang, then add bhajans to it from their pages.',
  newListName: 'New list’s name',
  newListExample: 'e.g. Tuesday satsang',
  makeList: 'Make list',
  listsFull: (max: number) => `You have ${max} lists, the most this device keeps. Delete one to make another.`,
  listFull: (max: number) => `This list has ${max} bhajans, the most a list holds.`,
  listFullShort: 'Full',
  close: 'Close',
  emptyList: 'No bhajans in this list yet. Open a bhajan and tap “Add to list”.',
  hymnCount: (count: number) => `${count} ${count === 1 ? 'bhajan' : 'bhajans'}`,
  /** A kept hymn whose title is not known yet (a list opened from a link, offline). */
  untitled: (contentId: number) => `Bhajan ${contentId}`,
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  remove: (title: string) => `Remove “${title}” from the list`,
  rename: 'Rename',
  listName: 'List’s name',
  saveName: 'Save name',
  cancel: 'Cancel',
  deleteList: 'Delete list',
  confirmDelete: (name: string) => `Delete the list “${name}”? Its bhajans stay on the site.`,
  shareList: 'Share list',
  /** What a list's link says when shared (the share sheet's text; the link follows). */
  shareText: (name: string) => `Bhajan list: ${name}`,
  printBooklet: 'Print booklet',
  printNow: 'Print',
  closeBooklet: 'Close booklet',
  bookletContents: 'Contents',
  bookletLoading: 'Getting the bhajans’ lyrics for the booklet…',
  bookletMissing: (count: number) => `${count} ${count === 1 ? 'bhajan' : 'bhajans'} could not be had and are left out.`,
  savedOffline: 'Saved on this device for offline reading',
  savingOffline: (saved: number, total: number) => `Saving for offline reading: ${saved} of ${total}`,
  sharedHeading: 'A list shared with you',
  saveShared: 'Save to my lists',
  savedShared: 'Saved to your lists.',
  /** The page's title for a shared list: its name, and what it is. */
  sharedTitle: (name: string) => `${name} · a bhajan list`,
  sharedDescription: (count: number, titles: readonly string[]) =>
    `A list of ${count} ${count === 1 ? 'bhajan' : 'bhajans'}${titles.length ? `: ${titles.join(', ')}` : ''}.`,
} as const;
