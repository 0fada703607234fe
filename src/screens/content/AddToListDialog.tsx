import { useFavourites } from '../../device/favourites';
import { changeSetList, newListId } from '../../device/setLists';
import { AddToList } from '../../components/AddToList';
import { hasRoomForList, isListFull, SET_LISTS_MAX, type KeptHymn } from '../../model/favourites';
import { paths } from '../../model/paths';

export interface AddToListDialogProps {
  hymn: KeptHymn;
  onClose: () => void;
}

/**
 * 'Add to list' for the hymn page: the reader's lists with this hymn ticked where it is, and a new
 * list made with it. A chunk of its own (with the dialog and the lists' editing), loaded when a
 * reader first taps 'Add to list'.
 */
export default function AddToListDialog({ hymn, onClose }: AddToListDialogProps) {
  const [favourites] = useFavourites();
  return (
    <AddToList
      hymnTitle={hymn.title}
      lists={favourites.lists.map((list) => ({
        id: list.id,
        name: list.name,
        count: list.contentIds.length,
        contains: list.contentIds.includes(hymn.id),
        full: isListFull(list),
      }))}
      onToggle={(listId, add) =>
        changeSetList(add ? { type: 'add', id: listId, hymn } : { type: 'remove', id: listId, contentId: hymn.id })
      }
      onCreate={(name) => changeSetList({ type: 'create', id: newListId(), name, hymns: [hymn] })}
      canCreate={hasRoomForList(favourites)}
      maxLists={SET_LISTS_MAX}
      onClose={onClose}
      myBhajansHref={paths.myBhajans}
    />
  );
}
