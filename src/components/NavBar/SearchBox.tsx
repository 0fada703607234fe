import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled, { keyframes } from 'styled-components';
import type { Suggestion } from '../../model/entities';
import { CHROME_LABELS, SITE_TEXTS } from '../../model/messages';
import { searchTermOf } from '../../model/params';
import { paths, SEARCH_QUERY_PARAM } from '../../model/paths';
import { displayTitle } from '../../model/title';
import { visuallyHidden } from '../../theme/visuallyHidden';

export interface SearchBoxProps {
  /** A search is running: the button shows a spinner instead of its icon and is marked busy. */
  busy?: boolean;
  /** Called after a term was submitted or a suggestion chosen (the navigation bar collapses its menu). */
  onSearch?: (term: string) => void;
  /** Called with the box's text as the visitor types (the app asks for suggestions for it). */
  onTyping?: (text: string) => void;
  /** Titles suggested for what is typed: shown under the box as a list to choose from. */
  suggestions?: readonly Suggestion[];
  className?: string;
}

export const SEARCH_LABEL = SITE_TEXTS.searchLabel;

/** The box and its button on one row; at a large text size on a narrow phone, the button under the box. */
const Form = styled.form`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  width: 100%;
`;

const Options = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.2);
`;

const Option = styled.li`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Announcement = styled.span`
  ${visuallyHidden}
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Input = styled.input`
  /* Shrinks on narrow phones, down to room for a word, then the button wraps under it. */
  flex: 1 1 6em;
  width: auto;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 1px;
  }
`;

const Button = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.onHeaderMuted};
    border-color: ${({ theme }) => theme.colors.onHeaderMuted};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.svg`
  animation: ${spin} 0.8s linear infinite;

  /* Without motion the spinner stands still: its open ring still tells that a search is running. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Marks the spinner for tests and stories (it is hidden from assistive technology, as the icon is). */
export const SEARCH_SPINNER_TEST_ID = 'search-spinner';

function SearchSpinner() {
  return (
    <Spinner data-testid={SEARCH_SPINNER_TEST_ID} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Spinner>
  );
}

/** The magnifier (the search button's, and the phone row's button that opens the box). */
export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** How long after the box loses the focus its suggestions close (the focus may come straight back). */
const BLUR_CLOSE_MS = 150;

/** One empty list for every render without suggestions (a new one each time would look like a new list). */
const NO_SUGGESTIONS: readonly Suggestion[] = [];

/** The term the search page shows results for (as it reads it: searchTermOf), or '' on any other page. */
function termFor(pathname: string, search: string): string {
  return pathname === paths.search ? searchTermOf(new URLSearchParams(search)) : '';
}

/**
 * The navigation bar's search form. A non-blank term goes to /search?query=term; a blank or
 * whitespace-only term is not submitted. The box shows the term on the search page and is cleared
 * on every other page.
 */
export function SearchBox({ busy = false, onSearch, onTyping, suggestions = NO_SUGGESTIONS, className }: SearchBoxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => termFor(location.pathname, location.search));
  const [syncedKey, setSyncedKey] = useState(location.key);
  const listId = useId();
  // The suggestions show while the visitor types, until Escape, a choice, leaving the box or a
  // navigation.
  const [listWanted, setListWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(suggestions);
  if (shownFor !== suggestions) {
    // A new list: nothing in it is chosen yet.
    setShownFor(suggestions);
    setActive(-1);
  }
  if (syncedKey !== location.key) {
    // A navigation happened: follow the new page's term (or clear the box).
    setSyncedKey(location.key);
    setValue(termFor(location.pathname, location.search));
    setListWanted(false);
  }
  const listOpen = listWanted && suggestions.length > 0;
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const optionId = (index: number) => `${listId}-${index}`;

  // What was typed into the server's page before the app took it over is the box's value.
  const rendered = useRef(value);
  useEffect(() => {
    const typed = inputRef.current?.value ?? rendered.current;
    if (typed !== rendered.current) setValue(typed);
  }, []);

  const choose = (suggestion: Suggestion) => {
    setListWanted(false);
    navigate(paths.content(suggestion.contentId));
    onSearch?.(suggestion.titlePrimary);
  };

  // The combobox's keys (WAI-ARIA's combobox pattern): arrows move through the list (and open it),
  // Enter opens the chosen hymn (without a choice it submits the search), Escape closes the list.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setListWanted(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, down goes to the first and up to the last; past either end, back to the box.
      setActive((index) => (index === -1 ? (step === 1 ? 0 : count - 1) : index + step >= count || index + step < 0 ? -1 : index + step));
    } else if (event.key === 'Enter' && listOpen && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      setListWanted(false);
      setActive(-1);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box itself, not the state: a term typed just before the app took the page over is still its value.
    const term = (inputRef.current?.value ?? value).trim();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    setListWanted(false);
    navigate(paths.searchFor(term));
    onSearch?.(term);
  };

  return (
    // A plain GET form to /search?query=…, so that searching works before the page's script has
    // loaded, and without it; with the script the search opens inside the app.
    <Form role="search" aria-label="Site search" action={paths.search} method="get" className={className} onSubmit={submit}>
      <Label htmlFor={inputId}>{SEARCH_LABEL}</Label>
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        name={SEARCH_QUERY_PARAM}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setListWanted(true);
          onTyping?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(closing.current)}
        onBlur={() => {
          // Closed a moment later, unless the focus comes straight back (a window switch, a
          // screenshot tool's refocus): leaving the box for good closes the list.
          closing.current = setTimeout(() => setListWanted(false), BLUR_CLOSE_MS);
        }}
        placeholder={`${SEARCH_LABEL}…`}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Always in the page (aria-controls points at it), empty and hidden while closed. */}
      <Options id={listId} role="listbox" aria-label={SITE_TEXTS.suggestionsLabel} hidden={!listOpen}>
        {listOpen
          ? suggestions.map((suggestion, index) => (
              <Option
                key={suggestion.contentId}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                lang="hi"
                // Chosen on mouse down, before the box loses focus and closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                {displayTitle(suggestion.titlePrimary)}
              </Option>
            ))
          : null}
      </Options>
      <Announcement aria-live="polite" aria-atomic="true">
        {listOpen ? SITE_TEXTS.suggestionsAvailable(suggestions.length) : ''}
      </Announcement>
      {/* The name stays 'Search' while busy: a new term can be submitted at any time. */}
      <Button type="submit" aria-busy={busy || undefined}>
        {busy ? <SearchSpinner /> : <SearchIcon />}
        {CHROME_LABELS.search}
      </Button>
    </Form>
  );
}
