import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
// The stories' own userEvent: a second copy of user-event in the same document breaks the first's
// Enter-to-submit in later stories.
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import * as stories from '../../../stories/components/NavBar.stories';
import { CHROME_LABELS, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';
import { NAV_ITEMS_ERROR } from './BhajansMenu';
import { MENU_LABEL } from './NavBar';
import { SEARCH_LABEL } from './SearchBox';

const {
  MenuCollapsesOnNavigate,
  DropdownOpen,
  DropdownClosesOnOutsideClick,
  DropdownChoose,
  DropdownLoading,
  DropdownError,
  DropdownEmpty,
  SearchSubmit,
  SearchBlankNotSubmitted,
  SearchFilledFromQuery,
  SearchTermTrimmed,
  SearchBusy,
  SearchIdle,
  MenuCollapsesOnBhajanChosen,
  MenuCollapsesOnSearch,
  DropdownKeyboardChoose,
} = composeStories(stories);

const currentUrl = () => screen.getByTestId(LOCATION_TEST_ID).textContent;

describe('NavBar', () => {
  describe('search', () => {
    it('goes to /search?query=term with the trimmed term', async () => {
      await SearchSubmit.run();
      expect(currentUrl()).toBe(paths.searchFor('hanuman chalisa'));
    });

    it('does not submit a blank or whitespace-only term', async () => {
      await SearchBlankNotSubmitted.run();
      expect(currentUrl()).toBe(paths.home);
      // Enter on an empty box does nothing either.
      const box = screen.getByRole('combobox', { name: SEARCH_LABEL });
      await userEvent.clear(box);
      await userEvent.type(box, '{Enter}');
      await userEvent.click(screen.getByRole('button', { name: CHROME_LABELS.search }));
      expect(currentUrl()).toBe(paths.home);
    });

    it('shows the term on the search page and clears it elsewhere', async () => {
      await SearchFilledFromQuery.run();
    });

    it('shows the term without the spaces around it', async () => {
      await SearchTermTrimmed.run();
    });

    it('shows a spinner in the Search button while a search runs, and keeps it usable', async () => {
      await SearchBusy.run();
      await SearchIdle.run();
    });
  });

  describe('menu on small screens', () => {
    it('opens with the Menu button and collapses when a link is chosen', async () => {
      await MenuCollapsesOnNavigate.run();
      const toggle = screen.getByRole('button', { name: MENU_LABEL });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);
    });

    it('collapses when a sub-category is chosen from the Bhajans dropdown, or a search is made', async () => {
      await MenuCollapsesOnBhajanChosen.run();
      await MenuCollapsesOnSearch.run();
    });

    it('collapses on Escape and gives focus back to the Menu button', async () => {
      await MenuCollapsesOnNavigate.run();
      const toggle = screen.getByRole('button', { name: MENU_LABEL });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')[0]!
        .focus();
      await userEvent.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });

  describe('Bhajans dropdown', () => {
    it('works from the keyboard (Enter, arrows, Escape, ArrowDown)', async () => {
      await DropdownOpen.run();
    });

    it('opens at the last entry with ArrowUp, jumps with Home and End, and goes where Enter says', async () => {
      await DropdownKeyboardChoose.run();
    });

    it('opens with Space and closes on a click outside', async () => {
      await DropdownClosesOnOutsideClick.run();
    });

    it('closes when focus leaves it with Tab', async () => {
      await DropdownOpen.run();
      const button = screen.getByRole('button', { name: CHROME_LABELS.bhajans });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      within(panel).getAllByRole('link').at(-1)!.focus();
      await userEvent.tab();
      expect(screen.getByRole('combobox', { name: SEARCH_LABEL })).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('goes to the chosen sub-category and closes', async () => {
      await DropdownChoose.run();
    });

    it("says 'Loading...' while the list loads", async () => {
      await DropdownLoading.run();
    });

    it('says so when the list could not be loaded', async () => {
      await DropdownError.run();
      expect(screen.getByRole('alert')).toHaveTextContent(NAV_ITEMS_ERROR);
    });

    it('says so when there are no bhajans yet', async () => {
      await DropdownEmpty.run();
      expect(screen.getByText(SITE_TEXTS.noBhajansYet)).toBeVisible();
    });
  });
});
