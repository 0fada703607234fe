import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { suggestionsFixture } from '../../mocks/fixtures/search';
import { navItems } from '../../mocks/fixtures/subcategories';
import {
  MENU_LABEL,
  NAV_ITEMS_ERROR,
  NavBar,
  SEARCH_LABEL,
  SEARCH_SPINNER_TEST_ID,
  SEARCH_TOGGLE_LABEL,
} from '../../src/components/NavBar';
import { NAV_LINKS } from '../../src/components/siteLinks';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { CHROME_LABELS, MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';
import { READER_PHONE } from '../../.storybook/viewports';

/**
 * Room under the bar for what opens from it (the 'Bhajans' dropdown, the search suggestions): the
 * pictures QA compares are of the story's own box, and would cut an open list off.
 */
const withRoomBelow = (Story: () => ReactElement) => (
  <div style={{ minHeight: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  decorators: [withRoomBelow],
  args: {
    siteName: DEFAULT_APP_CONFIG.siteName,
    navItems,
  },
  parameters: {
    route: { initialEntries: [paths.home], showLocation: true },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small-screen stories: the test runner sizes the page from `globals.viewport`; Chromatic from the mode. */
const SMALL_SCREEN = { viewport: { value: 'mobile1', isRotated: false } };
const SMALL_SCREEN_SNAPSHOT = { chromatic: { modes: { mobile: allModes.mobile } } };

const bhajansButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: CHROME_LABELS.bhajans });
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);

/** Small screen: unfolds the menu with its toggle, and returns the toggle. */
async function openMenu(canvasElement: HTMLElement): Promise<HTMLElement> {
  const toggle = within(canvasElement).getByRole('button', { name: MENU_LABEL });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

/** Wide screen: every link in one row, the dropdown closed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: args.siteName })).toHaveAttribute('href', paths.home);
    for (const link of NAV_LINKS) {
      const element = canvas.getByRole('link', { name: `${link.en} ${link.hi}` });
      await expect(element).toHaveAttribute('href', link.to);
      await expect(within(element).getByText(link.hi)).toHaveAttribute('lang', 'hi');
    }
    await expect(canvas.getByRole('link', { name: `${NAV_LINKS[0]!.en} ${NAV_LINKS[0]!.hi}` })).toHaveAttribute('aria-current', 'page');
    await expect(bhajansButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('combobox', { name: SEARCH_LABEL })).toHaveValue('');
    // The 'Menu' button is only for small screens.
    await expect(canvas.getByText(MENU_LABEL).closest('button')).not.toBeVisible();
  },
};

/** Small screen: the links fold behind the 'Menu' button; here it has been opened. */
export const MenuOpen: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: MENU_LABEL });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const home = canvas.getByRole('link', { name: `${NAV_LINKS[0]!.en} ${NAV_LINKS[0]!.hi}`, hidden: true });
    await expect(home).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();
    await expect(home).toBeVisible();
    await expect(bhajansButton(canvasElement)).toBeVisible();
  },
};

/** Small screen: choosing a link folds the menu again. */
export const MenuCollapsesOnNavigate: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await openMenu(canvasElement);

    const about = NAV_LINKS[1]!;
    await userEvent.click(canvas.getByRole('link', { name: `${about.en} ${about.hi}` }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(about.to));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The 'Bhajans' dropdown opened from the keyboard: Enter opens it and focuses the first entry,
 * arrows move, Escape closes it and returns to the button, ArrowDown opens it again. */
export const DropdownOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = bhajansButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(panel).toBeVisible();
    const entries = within(panel).getAllByRole('link');
    await expect(entries).toHaveLength(args.navItems.length);
    entries.forEach((entry, index) => {
      expect(entry).toHaveAttribute('href', paths.subCategory(args.navItems[index]!.subCategoryId));
      expect(entry).toHaveAttribute('lang', 'hi');
    });
    await expect(entries[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(entries[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(entries.at(-1)).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(entries[0]).toHaveFocus();
  },
};

/** A click outside closes the dropdown; Space opens it too. */
export const DropdownClosesOnOutsideClick: Story = {
  // Not pictured: ends closed, as Default pictures.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const button = bhajansButton(canvasElement);
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(canvasElement).getByTestId(LOCATION_TEST_ID));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing a sub-category goes there and closes the dropdown. */
export const DropdownChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const button = bhajansButton(canvasElement);
    await userEvent.click(button);
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    const second = args.navItems[1]!;
    await userEvent.click(within(panel).getByRole('link', { name: second.titlePrimary }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(second.subCategoryId)));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The list is still loading. */
export const DropdownLoading: Story = {
  args: { ...Default.args, navItems: [], navItemsStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await userEvent.click(bhajansButton(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.loading);
  },
};

/** The list could not be loaded: the dropdown says so (the rest of the page works without it). */
export const DropdownError: Story = {
  args: { ...Default.args, navItems: [], navItemsStatus: 'error' },
  play: async ({ canvasElement }) => {
    await userEvent.click(bhajansButton(canvasElement));
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent(NAV_ITEMS_ERROR);
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The library has no visible sub-category yet. */
export const DropdownEmpty: Story = {
  args: { ...Default.args, navItems: [], navItemsStatus: 'success' },
  play: async ({ canvasElement }) => {
    const button = bhajansButton(canvasElement);
    await userEvent.click(button);
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent(SITE_TEXTS.noBhajansYet);
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    await expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A search goes to /search?query=term, and the box keeps the term there. */
export const SearchSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL });
    await userEvent.type(box, '  hanuman chalisa ');
    await userEvent.click(canvas.getByRole('button', { name: CHROME_LABELS.search }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('hanuman chalisa')));
    await waitFor(() => expect(box).toHaveValue('hanuman chalisa'));
  },
};

/** A blank or whitespace-only term is not submitted, by Enter or by the button. */
export const SearchBlankNotSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL });
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: CHROME_LABELS.search }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.home}$`)));
    await expect(box).toHaveFocus();
  },
};

/** On the search page the box shows the term; anywhere else it is empty. */
export const SearchFilledFromQuery: Story = {
  parameters: { route: { initialEntries: [paths.searchFor('राम')], showLocation: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL });
    await expect(box).toHaveValue('राम');
    await userEvent.click(canvas.getByRole('link', { name: `${NAV_LINKS[0]!.en} ${NAV_LINKS[0]!.hi}` }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.home}$`)));
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** Small screen: choosing a sub-category in the 'Bhajans' dropdown folds the menu too. */
export const MenuCollapsesOnBhajanChosen: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement, args }) => {
    const toggle = await openMenu(canvasElement);
    const button = bhajansButton(canvasElement);
    await userEvent.click(button);
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    const chosen = args.navItems.at(-1)!;
    const entry = within(panel).getByRole('link', { name: chosen.titlePrimary });
    await expect(entry).toBeVisible();
    await userEvent.click(entry);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(chosen.subCategoryId)));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Small screen: a search from the box under the open menu folds the menu. */
export const MenuCollapsesOnSearch: Story = {
  globals: SMALL_SCREEN,
  parameters: SMALL_SCREEN_SNAPSHOT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await openMenu(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: SEARCH_LABEL }), 'आरती{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('आरती')));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * On a phone, away from the home and search pages, the bar is one row: the brand, Search and Menu.
 * Search unfolds the box under the row with the focus in it; Escape folds it and gives the focus
 * back to Search.
 */
export const SearchFoldedOnPhone: Story = {
  globals: READER_PHONE,
  parameters: { route: { initialEntries: [paths.content(1)], showLocation: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvasElement.querySelector('header')!;
    const toggle = canvas.getByRole('button', { name: SEARCH_TOGGLE_LABEL });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: SEARCH_LABEL })).toBeNull();
    // One row: the brand's mark and both buttons side by side, each a finger's size.
    const menu = canvas.getByRole('button', { name: MENU_LABEL });
    await expect(Math.abs(toggle.getBoundingClientRect().top - menu.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(header.getBoundingClientRect().height).toBeLessThan(70);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('combobox', { name: SEARCH_LABEL })).toBeNull();

    // Opened again, a search goes to the results, where the box stays open with the term.
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByRole('combobox', { name: SEARCH_LABEL }), 'आरती{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('आरती')));
    await expect(canvas.getByRole('combobox', { name: SEARCH_LABEL })).toHaveValue('आरती');
  },
};

/**
 * The whole dropdown by keyboard: ArrowUp opens it at the last entry, Home and End jump, Enter on an
 * entry goes there and closes it.
 */
export const DropdownKeyboardChoose: Story = {
  // Not pictured: ends as DropdownChoose does.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const button = bhajansButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    const entries = within(panel).getAllByRole('link');
    await expect(entries.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(entries.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const chosen = args.navItems[1]!;
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.subCategory(chosen.subCategoryId)));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * A search is running: the Search button spins (standing still when the reader asks for reduced
 * motion), keeps its name and is marked busy; a new term can still be submitted.
 */
export const SearchBusy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: CHROME_LABELS.search });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    const spinner = within(button).getByTestId(SEARCH_SPINNER_TEST_ID);
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    // It turns, unless reduced motion is asked for.
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const { animationName } = getComputedStyle(spinner);
    if (reduced) await expect(animationName).toBe('none');
    else await expect(animationName).not.toBe('none');

    await userEvent.type(canvas.getByRole('combobox', { name: SEARCH_LABEL }), 'राम{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('राम')));
  },
};

/** Not busy: the magnifier, no spinner. */
export const SearchIdle: Story = {
  // Not pictured: the same picture as Default.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: CHROME_LABELS.search });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(within(button).queryByTestId(SEARCH_SPINNER_TEST_ID)).not.toBeInTheDocument();
  },
};

/** The search page's term is shown without the spaces around it, as it is searched for. */
export const SearchTermTrimmed: Story = {
  parameters: {
    // Not pictured: proves what is sent: the bar is SearchSubmit's.
    visual: false,
    route: { initialEntries: [paths.searchFor('  राम ')], showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: SEARCH_LABEL })).toHaveValue('राम');
  },
};

const suggested = suggestionsFixture('हनुमान').suggestions;
const searchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: SEARCH_LABEL });

/**
 * Suggestions while typing: the titles show under the box as a list (a combobox's listbox, its
 * count said to screen readers); the arrows move through it, the chosen one marked.
 */
export const SuggestionsShown: Story = {
  args: { suggestions: suggested },
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'हनु');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvasElement).getByRole('listbox', { name: SITE_TEXTS.suggestionsLabel });
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(suggested.map((s) => displayTitle(s.titlePrimary)));
    await expect(options[0]).toHaveAttribute('lang', 'hi');
    await expect(within(canvasElement).getByText(SITE_TEXTS.suggestionsAvailable(suggested.length))).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(box).toHaveFocus();
  },
};

/** Enter on a chosen suggestion opens that hymn (ArrowUp from the box starts at the last). */
export const SuggestionChosenByKeyboard: Story = {
  // Not pictured: ends as SuggestionChosenByTap does.
  parameters: { visual: false },
  args: { suggestions: suggested },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'हनु');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.content(suggested.at(-1)!.contentId)));
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A tap (or click) on a suggestion opens that hymn. */
export const SuggestionChosenByTap: Story = {
  args: { suggestions: suggested },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'हनु');
    await userEvent.click(within(canvasElement).getAllByRole('option')[0]!);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.content(suggested[0]!.contentId)));
  },
};

/** Escape closes the list; Enter without a choice still searches for what was typed. */
export const SuggestionsDismissed: Story = {
  args: { suggestions: suggested },
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.type(box, 'हनु');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('हनु');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(paths.searchFor('हनु')));
  },
};
