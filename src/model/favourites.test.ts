import { describe, expect, it } from 'vitest';
import { favouritesOf, moved, SET_LIST_MAX_HYMNS, sharedListOf, sharedListQuery } from './favourites';

describe('favouritesOf', () => {
  it('keeps what it understands and leaves out the rest', () => {
    expect(
      favouritesOf({
        starred: [12, 12, -1, 'x', 48],
        lists: [{ id: 'a', name: ' Tuesday satsang ', contentIds: [7, 7, 3] }, { id: '', name: 'no id' }, { id: 'b', name: '   ' }, 'junk'],
      }),
    ).toEqual({ starred: [12, 48], lists: [{ id: 'a', name: 'Tuesday satsang', contentIds: [7, 3] }] });
    expect(favouritesOf(null)).toEqual({ starred: [], lists: [] });
  });
});

describe('a shared list', () => {
  it('goes into a link and comes out the same, name and order kept', () => {
    const list = { name: 'मंगलवार सत्संग & aarti', contentIds: [48, 12, 7] };
    const query = sharedListQuery(list);
    expect(sharedListOf(new URLSearchParams(query))).toEqual(list);
  });

  it('is none for a link without a name or hymns, and keeps at most the list limit of hymn ids', () => {
    expect(sharedListOf(new URLSearchParams('name=x&hymns='))).toBeUndefined();
    expect(sharedListOf(new URLSearchParams('hymns=1.2'))).toBeUndefined();
    expect(sharedListOf(new URLSearchParams('name=x&hymns=1.abc.-3.2'))).toEqual({ name: 'x', contentIds: [1, 2] });
    const many = Array.from({ length: SET_LIST_MAX_HYMNS + 5 }, (_, i) => i + 1).join('.');
    expect(sharedListOf(new URLSearchParams(`name=x&hymns=${many}`))?.contentIds).toHaveLength(SET_LIST_MAX_HYMNS);
  });
});

describe('moved', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2], 0, 5)).toEqual([1, 2]);
  });
});
