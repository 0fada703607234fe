import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SET_LIST_NAME_MAX_LENGTH } from '../../model/favourites';
import { Dialog } from '../Dialog';
import { controlStyle, FieldLabel } from '../FormField';
import { LangText } from '../LangText';
import { secondaryActionStyle } from '../StatusMessage';
import { FAVOURITES_TEXTS } from '../../model/favouritesTexts';

const TEXT = FAVOURITES_TEXTS;

/** One of the reader's lists, as the choice shows it. */
export interface ListChoice {
  id: string;
  name: string;
  /** How many hymns it holds. */
  count: number;
  /** Whether it holds this hymn. */
  contains: boolean;
  /** Whether it can take no more (its limit). */
  full: boolean;
}

export interface NewListFormProps {
  onCreate: (name: string) => void;
  /** False when the reader has as many lists as a device keeps: the form says so instead. */
  canCreate: boolean;
  /** The most lists a device keeps (said when `canCreate` is false). */
  maxLists: number;
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  > div {
    display: flex;
    flex: 1 1 12rem;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
`;

const Input = styled.input`
  ${controlStyle}
`;

const Action = styled.button`
  ${secondaryActionStyle}
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A name and 'Make list': a new, empty list (the caller adds to it). */
export function NewListForm({ onCreate, canCreate, maxLists, className }: NewListFormProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  if (!canCreate) return <Note className={className}>{TEXT.listsFull(maxLists)}</Note>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onCreate(name.trim());
    setName('');
  };
  return (
    <Form className={className} onSubmit={submit}>
      <div>
        <FieldLabel htmlFor={inputId}>{TEXT.newListName}</FieldLabel>
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={TEXT.newListExample}
          maxLength={SET_LIST_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="done"
        />
      </div>
      <Action type="submit">{TEXT.makeList}</Action>
    </Form>
  );
}

export interface AddToListProps extends Omit<NewListFormProps, 'onCreate' | 'className'> {
  /** The hymn's title as the page shows it. */
  hymnTitle: string;
  lists: readonly ListChoice[];
  /** Puts the hymn in the list, or takes it out (`add` false). */
  onToggle: (listId: string, add: boolean) => void;
  /** Makes a new list with this hymn in it. */
  onCreate: (name: string) => void;
  onClose: () => void;
  /** The 'My bhajans' page, where the lists are edited. */
  myBhajansHref: string;
}

const Lists = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input {
    flex: none;
    width: 1.4em;
    height: 1.4em;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Name = styled.span`
  flex: 1;
  font-weight: 600;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * 'Add to list' for one hymn, in a dialog: a box for each of the reader's lists (ticked when the
 * hymn is in it; a tap puts it in at the end or takes it out), and a new list made with the hymn in it.
 */
export function AddToList({ hymnTitle, lists, onToggle, onCreate, canCreate, maxLists, onClose, myBhajansHref }: AddToListProps) {
  return (
    <Dialog title={TEXT.addToList.en} subtitle={TEXT.addToList.hi} subtitleLang="hi" onClose={onClose} closeLabel={TEXT.close}>
      <Note>
        <LangText>{hymnTitle}</LangText>
      </Note>
      {lists.length > 0 ? (
        <Lists>
          {lists.map((list) => (
            <li key={list.id}>
              <Choice>
                <input
                  type="checkbox"
                  checked={list.contains}
                  disabled={list.full && !list.contains}
                  onChange={(event) => onToggle(list.id, event.target.checked)}
                />
                <Name>
                  <LangText>{list.name}</LangText>
                </Name>
                <Count>{list.full && !list.contains ? TEXT.listFullShort : TEXT.hymnCount(list.count)}</Count>
              </Choice>
            </li>
          ))}
        </Lists>
      ) : null}
      <NewListForm onCreate={onCreate} canCreate={canCreate} maxLists={maxLists} />
      <Footer>
        <Link to={myBhajansHref}>
          {TEXT.myBhajans.en} · <span lang="hi">{TEXT.myBhajans.hi}</span>
        </Link>
      </Footer>
    </Dialog>
  );
}
