/** Changes to the reader's set lists, for the chunks that edit them ('Add to list', 'My bhajans'). */
import { changedLists, type SetListChange } from '../model/setLists';
import { saveFavourites } from './favourites';

export const changeSetList = (change: SetListChange): void => saveFavourites((favourites) => changedLists(favourites, change));

/** A new list's id: unique on this device (a shared list is copied, never merged with one of another device). */
export const newListId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
