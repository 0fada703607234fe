import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SET_LIST_NAME_MAX_LENGTH, type KeptHymn } from '../../model/favourites';
import { controlStyle, FieldLabel } from '../FormField';
import { LangText } from '../LangText';
import { ShareButton } from '../ShareButton';
import { secondaryActionStyle } from '../StatusMessage';
import { FAVOURITES_TEXTS } from '../../model/favouritesTexts';
import { SITE_TEXTS } from '../../model/messages';

const TEXT = FAVOURITES_TEXTS;

export interface SetListProps {
  name: string;
  hymns: readonly KeptHymn[];
  hymnHref: (contentId: number) => string;
  /** Moves the hymn at `from` to `to` (its neighbour's place). */
  onMove: (from: number, to: number) => void;
  onRemove: (contentId: number) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  /** The list's link (absolute): the list itself, for another phone. */
  shareUrl: string;
  onPrint: () => void;
  /** Satsang presentation mode from the list's first hymn, going on through the list. */
  presentHref?: string;
  /** How many of its hymns are saved for offline reading, when the device can save them. */
  savedOffline?: number;
  /** Whether it holds as many hymns as a list can (said under it). */
  full?: boolean;
  /** The list's heading level on its page. */
  headingLevel?: 2 | 3;
  className?: string;
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.enlargedText} {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hymns = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  counter-reset: hymn;
`;

const Hymn = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  counter-increment: hymn;

  > a {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: ${({ theme }) => theme.layout.tapTarget};
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;

    &::before {
      content: counter(hymn) '.';
      min-width: 2em;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 400;
    }
  }
`;

const Tools = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-inline-start: auto;
`;

const Tool = styled.button`
  ${secondaryActionStyle}
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.tapTarget};
  padding: 0;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:disabled:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Action = styled.button`
  ${secondaryActionStyle}
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};

  > div {
    display: flex;
    flex: 1 1 12rem;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }

  input {
    ${controlStyle}
  }
`;

function RenameList({ name, onRename, onDone }: { name: string; onRename: (name: string) => void; onDone: () => void }) {
  const inputId = useId();
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onRename(value.trim());
    onDone();
  };
  return (
    <RenameForm onSubmit={submit}>
      <div>
        <FieldLabel htmlFor={inputId}>{TEXT.listName}</FieldLabel>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={SET_LIST_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          // The reader asked to rename: the box is where they type.
          autoFocus
        />
      </div>
      <Action type="submit">{TEXT.saveName}</Action>
      <Action type="button" onClick={onDone}>
        {TEXT.cancel}
      </Action>
    </RenameForm>
  );
}

type ToolName = 'up' | 'down';

/**
 * One of the reader's set lists, to sing from and to edit: its hymns in order (each a link), moved
 * up and down and removed with buttons (a drag would leave out keyboards and shaky hands); renamed,
 * shared as a link, printed as a booklet and deleted (after asking). After a move the focus stays
 * on the moved hymn's button, so a hymn is carried several places by pressing the same key.
 */
export function SetList({
  name,
  hymns,
  hymnHref,
  onMove,
  onRemove,
  onRename,
  onDelete,
  shareUrl,
  onPrint,
  presentHref,
  savedOffline,
  full = false,
  headingLevel = 2,
  className,
}: SetListProps) {
  const baseId = useId();
  const [renaming, setRenaming] = useState(false);
  const moving = useRef<{ contentId: number; tool: ToolName } | null>(null);
  const toolId = (contentId: number, tool: ToolName) => `${baseId}-${contentId}-${tool}`;

  useEffect(() => {
    const moved = moving.current;
    if (!moved) return;
    moving.current = null;
    const button = document.getElementById(toolId(moved.contentId, moved.tool)) as HTMLButtonElement | null;
    // At the top or bottom the button pressed is disabled: the other one takes the focus.
    const other = document.getElementById(toolId(moved.contentId, moved.tool === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  });

  const move = (index: number, contentId: number, tool: ToolName) => {
    moving.current = { contentId, tool };
    onMove(index, tool === 'up' ? index - 1 : index + 1);
  };

  const HeadingTag = headingLevel === 2 ? 'h2' : 'h3';
  const titleOf = (hymn: KeptHymn) => hymn.title || TEXT.untitled(hymn.id);
  let offline: ReactNode = null;
  if (savedOffline !== undefined && hymns.length > 0) {
    offline = (
      <Muted role="status">
        {savedOffline >= hymns.length ? `✓ ${TEXT.savedOffline}` : TEXT.savingOffline(savedOffline, hymns.length)}
      </Muted>
    );
  }

  return (
    <Box className={className} aria-labelledby={`${baseId}-name`}>
      <Heading>
        <HeadingTag id={`${baseId}-name`}>
          <LangText>{name}</LangText>
        </HeadingTag>
        <Muted as="span">{TEXT.hymnCount(hymns.length)}</Muted>
      </Heading>
      {renaming ? <RenameList name={name} onRename={onRename} onDone={() => setRenaming(false)} /> : null}
      {hymns.length === 0 ? (
        <Muted>{TEXT.emptyList}</Muted>
      ) : (
        <Hymns aria-labelledby={`${baseId}-name`}>
          {hymns.map((hymn, index) => (
            <Hymn key={hymn.id}>
              <Link to={hymnHref(hymn.id)}>
                <LangText>{titleOf(hymn)}</LangText>
              </Link>
              <Tools>
                <Tool
                  type="button"
                  id={toolId(hymn.id, 'up')}
                  aria-label={TEXT.moveUp(titleOf(hymn))}
                  disabled={index === 0}
                  onClick={() => move(index, hymn.id, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </Tool>
                <Tool
                  type="button"
                  id={toolId(hymn.id, 'down')}
                  aria-label={TEXT.moveDown(titleOf(hymn))}
                  disabled={index === hymns.length - 1}
                  onClick={() => move(index, hymn.id, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </Tool>
                <Tool type="button" aria-label={TEXT.remove(titleOf(hymn))} onClick={() => onRemove(hymn.id)}>
                  <span aria-hidden="true">✕</span>
                </Tool>
              </Tools>
            </Hymn>
          ))}
        </Hymns>
      )}
      {full ? <Muted>{TEXT.listFull(hymns.length)}</Muted> : null}
      {offline}
      <Actions>
        {hymns.length > 0 ? (
          <>
            {presentHref ? (
              <Action as={Link} to={presentHref}>
                {SITE_TEXTS.presentation.present.en}&nbsp;<span lang="hi">{SITE_TEXTS.presentation.present.hi}</span>
              </Action>
            ) : null}
            <ShareButton title={name} url={shareUrl} label={TEXT.shareList} data={{ title: name, text: TEXT.shareText(name) }} />
            <Action type="button" onClick={onPrint}>
              {TEXT.printBooklet}
            </Action>
          </>
        ) : null}
        <Action type="button" onClick={() => setRenaming(true)} disabled={renaming}>
          {TEXT.rename}
        </Action>
        <Action type="button" onClick={() => window.confirm(TEXT.confirmDelete(name)) && onDelete()}>
          {TEXT.deleteList}
        </Action>
      </Actions>
    </Box>
  );
}
