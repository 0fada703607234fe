import { describe, expect, it } from 'vitest';
import { changedLists, moved } from './setLists';
import {
  favouritesOf,
  keptHymns,
  NO_FAVOURITES,
  SET_LIST_MAX_HYMNS,
  SET_LISTS_MAX,
  sharedListOf,
  sharedListQuery,
  toggledStar,
  type Favourites,
} from './favourites';

describe('favouritesOf', () => {
  it('keeps what it understands and leaves out the rest', () => {
    expect(
      favouritesOf({
        starred: [12, 12, -1, 'x', 48],
        lists: [{ id: 'a', name: ' Tuesday satsang ', contentIds: [7, 7, 3] }, { id: '', name: 'no id' }, { id: 'b', name: '   ' }, 'junk'],
      }),
    ).toEqual({ starred: [12, 48], lists: [{ id: 'a', name: 'Tuesday satsang', contentIds: [7, 3] }], titles: {} });
    expect(favouritesOf(null)).toEqual(NO_FAVOURITES);
  });

  it('forgets the title of a hymn no longer kept, and keeps one list per id', () => {
    const kept = favouritesOf({
      starred: [12],
      lists: [
        { id: 'a', name: 'A', contentIds: [7] },
        { id: 'a', name: 'A again', contentIds: [8] },
      ],
      titles: { 12: 'Hanuman Chalisa', 7: 'Aarti', 8: 'Gone', 9: 'Gone too', x: 3 },
    });
    expect(kept.titles).toEqual({ 12: 'Hanuman Chalisa', 7: 'Aarti' });
    expect(kept.lists.map((list) => list.name)).toEqual(['A']);
  });
});

describe('starring', () => {
  it('puts the latest star first, remembers its title, and takes it away again', () => {
    const one = toggledStar(NO_FAVOURITES, { id: 12, title: 'Hanuman Chalisa' });
    const two = toggledStar(one, { id: 48, title: 'Aarti' });
    expect(keptHymns(two, two.starred)).toEqual([
      { id: 48, title: 'Aarti' },
      { id: 12, title: 'Hanuman Chalisa' },
    ]);
    const unstarred = toggledStar(two, { id: 12, title: 'Hanuman Chalisa' });
    expect(unstarred.starred).toEqual([48]);
    expect(unstarred.titles).toEqual({ 48: 'Aarti' });
  });
});

describe('changing the lists', () => {
  const hymn = (id: number) => ({ id, title: `Bhajan ${id}` });
  const withList: Favourites = changedLists(NO_FAVOURITES, { type: 'create', id: 'l1', name: ' Tuesday satsang ' });

  it('creates a named list first, and refuses a blank name or one list too many', () => {
    expect(withList.lists).toEqual([{ id: 'l1', name: 'Tuesday satsang', contentIds: [] }]);
    const second = changedLists(withList, { type: 'create', id: 'l2', name: 'Aarti' });
    expect(second.lists.map((list) => list.id)).toEqual(['l2', 'l1']);
    expect(changedLists(withList, { type: 'create', id: 'l3', name: '  ' })).toBe(withList);
    let full = NO_FAVOURITES;
    for (let i = 0; i < SET_LISTS_MAX; i += 1) full = changedLists(full, { type: 'create', id: `l${i}`, name: `List ${i}` });
    expect(changedLists(full, { type: 'create', id: 'one-more', name: 'One more' }).lists).toHaveLength(SET_LISTS_MAX);
  });

  it('adds hymns last and once, reorders, removes, renames and deletes', () => {
    let favourites = withList;
    for (const id of [12, 48, 7, 12]) favourites = changedLists(favourites, { type: 'add', id: 'l1', hymn: hymn(id) });
    expect(favourites.lists[0]?.contentIds).toEqual([12, 48, 7]);
    expect(favourites.titles[48]).toBe('Bhajan 48');
    favourites = changedLists(favourites, { type: 'move', id: 'l1', from: 2, to: 0 });
    expect(favourites.lists[0]?.contentIds).toEqual([7, 12, 48]);
    favourites = changedLists(favourites, { type: 'remove', id: 'l1', contentId: 12 });
    expect(favourites.lists[0]?.contentIds).toEqual([7, 48]);
    expect(favourites.titles[12]).toBeUndefined();
    favourites = changedLists(favourites, { type: 'rename', id: 'l1', name: 'Thursday' });
    expect(favourites.lists[0]?.name).toBe('Thursday');
    expect(changedLists(favourites, { type: 'delete', id: 'l1' })).toEqual(NO_FAVOURITES);
  });

  it('adds nothing to a full list', () => {
    let favourites = withList;
    for (let id = 1; id <= SET_LIST_MAX_HYMNS + 1; id += 1)
      favourites = changedLists(favourites, { type: 'add', id: 'l1', hymn: hymn(id) });
    expect(favourites.lists[0]?.contentIds).toHaveLength(SET_LIST_MAX_HYMNS);
    expect(favourites.lists[0]?.contentIds).not.toContain(SET_LIST_MAX_HYMNS + 1);
  });

  it('saves a shared list whole, with the titles it was shown with', () => {
    const saved = changedLists(NO_FAVOURITES, { type: 'create', id: 's', name: 'Shared', hymns: [hymn(3), { id: 4, title: '' }] });
    expect(saved.lists[0]).toEqual({ id: 's', name: 'Shared', contentIds: [3, 4] });
    expect(keptHymns(saved, [3, 4])).toEqual([hymn(3), { id: 4, title: '' }]);
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
