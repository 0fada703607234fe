import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, NO_FAVOURITES } from '../model/favourites';
import { keepFavourites, useFavourites } from './favourites';
import { changeSetList } from './setLists';

afterEach(() => {
  act(() => keepFavourites(NO_FAVOURITES));
  localStorage.clear();
});

const storedValue = () => JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null') as unknown;

describe('the reader’s favourites', () => {
  it('are kept on the device as they change: a star, a list and its hymn', () => {
    const { result } = renderHook(() => useFavourites());
    act(() => result.current[1]({ id: 12, title: 'Hanuman Chalisa' }));
    act(() => changeSetList({ type: 'create', id: 'l1', name: 'Tuesday satsang', hymns: [{ id: 48, title: 'Aarti' }] }));
    const [favourites] = result.current;
    expect(favourites.starred).toEqual([12]);
    expect(favourites.lists).toEqual([{ id: 'l1', name: 'Tuesday satsang', contentIds: [48] }]);
    expect(storedValue()).toEqual(favourites);
  });

  it('follow another tab of the site', () => {
    const { result } = renderHook(() => useFavourites());
    const elsewhere = { starred: [7], lists: [], titles: { 7: 'Om Jai Jagdish Hare' } };
    act(() => {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(elsewhere));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(result.current[0]).toEqual(elsewhere);
  });
});
