/**
 * Changes to the reader's set lists (src/model/favourites.ts): a module of its own, used only where
 * lists are edited (the 'Add to list' dialog, the 'My bhajans' page), which are chunks of their own;
 * a hymn page's first script carries only what the star needs.
 */
import { favouritesOf, hasRoomForList, isListFull, listNameOf, type Favourites, type KeptHymn, type SetList } from './favourites';

export type SetListChange =
  | { type: 'create'; id: string; name: string; hymns?: readonly KeptHymn[] }
  | { type: 'rename'; id: string; name: string }
  | { type: 'delete'; id: string }
  | { type: 'add'; id: string; hymn: KeptHymn }
  | { type: 'remove'; id: string; contentId: number }
  | { type: 'move'; id: string; from: number; to: number };

/**
 * A change to the reader's lists. A new list goes first; a hymn added goes last (the order it will
 * be sung in), and is not added twice. What cannot be (a blank name, a list full) changes nothing.
 */
export function changedLists(favourites: Favourites, change: SetListChange): Favourites {
  const titles = { ...favourites.titles };
  const each = (update: (list: SetList) => SetList) => favourites.lists.map((list) => (list.id === change.id ? update(list) : list));
  let lists: SetList[];
  switch (change.type) {
    case 'create': {
      if (!listNameOf(change.name) || !hasRoomForList(favourites) || favourites.lists.some((list) => list.id === change.id))
        return favourites;
      for (const hymn of change.hymns ?? []) if (hymn.title) titles[hymn.id] = hymn.title;
      lists = [
        { id: change.id, name: listNameOf(change.name), contentIds: (change.hymns ?? []).map((hymn) => hymn.id) },
        ...favourites.lists,
      ];
      break;
    }
    case 'rename':
      if (!listNameOf(change.name)) return favourites;
      lists = each((list) => ({ ...list, name: listNameOf(change.name) }));
      break;
    case 'delete':
      lists = favourites.lists.filter((list) => list.id !== change.id);
      break;
    case 'add':
      titles[change.hymn.id] = change.hymn.title;
      lists = each((list) =>
        list.contentIds.includes(change.hymn.id) || isListFull(list) ? list : { ...list, contentIds: [...list.contentIds, change.hymn.id] },
      );
      break;
    case 'remove':
      lists = each((list) => ({ ...list, contentIds: list.contentIds.filter((id) => id !== change.contentId) }));
      break;
    case 'move':
      lists = each((list) => ({ ...list, contentIds: moved(list.contentIds, change.from, change.to) }));
      break;
  }
  return favouritesOf({ ...favourites, lists, titles });
}

/** Moves a list's hymn from one place to another (reordering by buttons or dragging). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
