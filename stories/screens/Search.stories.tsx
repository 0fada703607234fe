import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { findContent } from '../../mocks/fixtures/content';
import { SEARCH_TERM_HINDI, SEARCH_TERM_LATIN, SEARCH_TERM_LYRICS, SEARCH_TERM_NOTHING, searchFixture } from '../../mocks/fixtures/search';
import { contentCalls } from '../../mocks/handlers/content';
import { search, searchCalls } from '../../mocks/handlers/search';
import { SEARCH_LABEL, SEARCH_SPINNER_TEST_ID } from '../../src/components/NavBar';
import { CONTENT_VIEW_SOURCES } from '../../src/model/api-paths';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { CHROME_LABELS, MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';
import { ContentScreen } from '../../src/screens/content/ContentScreen';
import { SearchScreen } from '../../src/screens/search/SearchScreen';
import { colorProperty, darkColors } from '../../src/theme/tokens';
import * as converter from '../../src/script-conversion/convert';
import { rgb } from '../colors';
import { withPublicLayout } from '../decorators';
import { READER_PHONE } from '../../.storybook/viewports';

const at = (url: string) => ({ path: ROUTE_PATTERNS.search, initialEntries: [url] });

/** `/search?query=term` in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/Search',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: SearchScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: at(paths.searchFor(SEARCH_TERM_HINDI)),
    chromatic: { modes: allModes },
  },
  // Each story counts the searches it causes.
  beforeEach: () => searchCalls.reset(),
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const results = (canvasElement: HTMLElement) => main(canvasElement).findByRole('list', { name: /Showing results for/ }, { timeout: 5_000 });
const searchButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: CHROME_LABELS.search });
/** Time for a search that should not start, to show that it did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Checks the heading, the results as centred links, the page title and the box's term. */
async function expectResults(canvasElement: HTMLElement, term: string) {
  const docs = searchFixture(term).response.docs;
  await expect(docs.length).toBeGreaterThan(0);
  const list = await results(canvasElement);
  const h1 = main(canvasElement).getByRole('heading', { level: 1 });
  await expect(h1.textContent).toBe(MESSAGES.searchShowing(term));
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(docs.length);
  links.forEach((link, index) => {
    const doc = docs[index]!;
    expect(link).toHaveAttribute('href', paths.content(doc.contentId));
    expect(link.textContent).toBe(displayTitle(doc.titlePrimary));
    expect(link).toHaveAttribute('lang', 'hi');
  });
  await expect(getComputedStyle(list).textAlign).toBe('center');
  await expect(within(canvasElement).getByRole('combobox', { name: SEARCH_LABEL })).toHaveValue(term);
  await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.search.pageTitle(term), DEFAULT_APP_CONFIG.siteName)));
  await expect(searchCalls.terms).toEqual([term]);
}

/** A Devanagari word: the hymns whose title or lyrics hold it, labelled with their titles. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await expectResults(canvasElement, SEARCH_TERM_HINDI);
    // The term is marked as Hindi inside the English sentence.
    const h1 = main(canvasElement).getByRole('heading', { level: 1 });
    await expect(within(h1).getByText(SEARCH_TERM_HINDI)).toHaveAttribute('lang', 'hi');
  },
};

/**
 * The results of `term` that carry a matched line, each checked under its link: the line, its words
 * in `<mark>`, its language, and the link described by it (its name still the title).
 * `shown` gives the line and marked words as the reader's script shows them.
 */
async function expectMatchedLines(
  canvasElement: HTMLElement,
  term: string,
  shown: (text: string, marked: string[]) => { text: string; marked: string[]; lang: string } = (text, marked) => ({
    text,
    marked,
    lang: 'hi',
  }),
) {
  const docs = searchFixture(term).response.docs.filter((doc) => doc.matchedLine);
  await expect(docs.length).toBeGreaterThan(1);
  const list = await results(canvasElement);
  for (const { titlePrimary, matchedLine } of docs) {
    const { text, marks } = matchedLine!;
    const expected = shown(
      text,
      marks.map(([start, end]) => text.slice(start, end)),
    );
    const link = within(list).getByRole('link', { name: displayTitle(titlePrimary) });
    const line = document.getElementById(link.getAttribute('aria-describedby') ?? '')!;
    await waitFor(() => expect(line.textContent).toBe(expected.text));
    await expect(link.closest('li')).toContainElement(line);
    await expect(link).not.toContainElement(line);
    await expect(line.querySelector('[lang]')).toHaveAttribute('lang', expected.lang);
    await expect([...line.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(expected.marked);
  }
}

/**
 * A word of the lyrics: under each hymn's title, the line it was found in, the word marked, so
 * that a reader who half remembers a line sees which hymn it is.
 */
export const LyricLines: Story = {
  parameters: { route: at(paths.searchFor(SEARCH_TERM_LYRICS)) },
  play: async ({ canvasElement }) => {
    await expectResults(canvasElement, SEARCH_TERM_LYRICS);
    await expectMatchedLines(canvasElement, SEARCH_TERM_LYRICS);
  },
};

/** The lines by night: the marked words on the night's soft saffron, the line in its quieter text colour. */
export const LyricLinesAtNight: Story = {
  parameters: { route: at(paths.searchFor(SEARCH_TERM_LYRICS)), readingSettings: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await expectMatchedLines(canvasElement, SEARCH_TERM_LYRICS);
    const mark = canvasElement.querySelector('main mark')!;
    // jsdom (the unit tests) does not resolve the palette's custom properties.
    await expect([rgb(darkColors.accentSoft), `var(${colorProperty('accentSoft')})`]).toContain(getComputedStyle(mark).backgroundColor);
  },
};

/**
 * A reader who reads the lyrics in Gujarati: the lines are shown in it too, the same words marked,
 * once the converter has arrived (the server's page shows them as written).
 */
export const LyricLinesInScript: Story = {
  parameters: {
    // Not pictured: proves the conversion and its marks; the layout is LyricLines'.
    visual: false,
    route: at(paths.searchFor(SEARCH_TERM_LYRICS)),
    readingSettings: { script: 'gujarati' },
  },
  play: async ({ canvasElement }) => {
    await expectMatchedLines(canvasElement, SEARCH_TERM_LYRICS, (text, marked) => ({
      text: converter.inScript(text, 'gujarati'),
      marked: marked.map((word) => converter.inScript(word, 'gujarati')),
      lang: 'hi-Gujr',
    }));
  },
};

/** A Latin transliteration finds hymns by their secondary title. */
export const LatinResults: Story = {
  parameters: { route: at(paths.searchFor(SEARCH_TERM_LATIN)) },
  play: async ({ canvasElement }) => {
    await expectResults(canvasElement, SEARCH_TERM_LATIN);
    // A Latin term is not marked as Hindi.
    await expect(main(canvasElement).getByRole('heading', { level: 1 }).querySelector('[lang]')).toBeNull();
  },
};

/** Spaces around the term are not part of it. */
export const TermTrimmed: Story = {
  parameters: {
    // Not pictured: proves what is asked: the page is Results'.
    visual: false,
    route: at(paths.searchFor(`  ${SEARCH_TERM_HINDI} `)),
  },
  play: async ({ canvasElement }) => {
    await expectResults(canvasElement, SEARCH_TERM_HINDI);
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  parameters: { route: at(paths.searchFor(SEARCH_TERM_NOTHING)) },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(MESSAGES.searchEmpty)).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.searchShowing(SEARCH_TERM_NOTHING));
    await expect(main(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The search is running: 'Loading...', and the navigation bar's Search button shows its spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { search: search.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(main(canvasElement).getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.searchShowing(SEARCH_TERM_HINDI));
    const button = searchButton(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(within(button).getByTestId(SEARCH_SPINNER_TEST_ID)).toBeVisible();
  },
};

/** Once the results are in, the spinner is gone. */
export const SpinnerStops: Story = {
  // Not pictured: proves the spinner goes: the page is Results'.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await results(canvasElement);
    const button = searchButton(canvasElement);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(within(button).queryByTestId(SEARCH_SPINNER_TEST_ID)).not.toBeInTheDocument();
  },
};

/**
 * Any failure is only logged (the spec's error catalogue): the reader sees 'No results found', not an error.
 * The warning is caught from before the story renders (the failure may come at once).
 */
const catchWarnings = () => {
  const warn = spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mockRestore();
};

async function expectFailureLoggedOnly(canvasElement: HTMLElement) {
  await expect(await main(canvasElement).findByText(MESSAGES.searchEmpty, {}, { timeout: 5_000 })).toHaveAttribute('role', 'status');
  await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(SEARCH_TERM_HINDI), expect.anything()));
}

/** The server answers with an error. */
export const Error: Story = {
  parameters: { msw: { handlers: { search: search.error } } },
  beforeEach: catchWarnings,
  play: async ({ canvasElement }) => {
    await expectFailureLoggedOnly(canvasElement);
  },
};

/** No answer at all (the network failed). */
export const NetworkError: Story = {
  parameters: {
    // Not pictured: the same page as Error, by design (the same text).
    visual: false,
    msw: { handlers: { search: search.networkError } },
  },
  beforeEach: catchWarnings,
  play: async ({ canvasElement }) => {
    await expectFailureLoggedOnly(canvasElement);
  },
};

/** `/search` without a term: no search runs; the page says how to search. */
export const NoTerm: Story = {
  parameters: { route: at(paths.search) },
  play: async ({ canvasElement }) => {
    const h1 = await main(canvasElement).findByRole('heading', { level: 1 });
    await expect(h1.textContent).toBe(SITE_TEXTS.search.heading);
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(SITE_TEXTS.search.hint);
    await expect(main(canvasElement).queryByText(/Showing results for/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.search.heading, DEFAULT_APP_CONFIG.siteName)));
    await settle();
    await expect(searchCalls.terms).toEqual([]);
  },
};

/** A term of spaces only counts as no term. */
export const BlankTerm: Story = {
  parameters: {
    // Not pictured: the same page as NoTerm, by design.
    visual: false,
    route: at(paths.searchFor('   ')),
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(SITE_TEXTS.search.hint);
    await settle();
    await expect(searchCalls.terms).toEqual([]);
  },
};

/** A new search from the results page shows the new results under the new term. */
export const SearchAgain: Story = {
  parameters: {
    // Not pictured: ends on the Latin results that LatinResults pictures.
    visual: false,
    route: { ...at(paths.searchFor(SEARCH_TERM_HINDI)), showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await results(canvasElement);
    const box = within(canvasElement).getByRole('combobox', { name: SEARCH_LABEL });
    await userEvent.clear(box);
    await userEvent.type(box, `${SEARCH_TERM_LATIN}{Enter}`);
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.searchFor(SEARCH_TERM_LATIN)));
    await waitFor(() =>
      expect(main(canvasElement).getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES.searchShowing(SEARCH_TERM_LATIN)),
    );
    const links = within(await results(canvasElement)).getAllByRole('link');
    await expect(links).toHaveLength(searchFixture(SEARCH_TERM_LATIN).response.docs.length);
    await expect(searchCalls.terms).toEqual([SEARCH_TERM_HINDI, SEARCH_TERM_LATIN]);
  },
};

/** Choosing a result opens the hymn. */
export const FollowResult: Story = {
  parameters: {
    // Not pictured: proves where the link leads: the story renders only the search route, so it ends on a blank page.
    visual: false,
    route: { ...at(paths.searchFor(SEARCH_TERM_HINDI)), showLocation: true },
  },
  play: async ({ canvasElement }) => {
    const first = searchFixture(SEARCH_TERM_HINDI).response.docs[0]!;
    await userEvent.click(within(await results(canvasElement)).getByRole('link', { name: displayTitle(first.titlePrimary) }));
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.content(first.contentId)));
  },
};

/** The search page and the hymn page, as the app routes them: for following a result to its hymn. */
function SearchAndHymnPages() {
  return (
    <Routes>
      <Route path={ROUTE_PATTERNS.search} element={<SearchScreen />} />
      <Route path={ROUTE_PATTERNS.content} element={<ContentScreen />} />
    </Routes>
  );
}

/**
 * A click on a result opens the hymn, whose one view says a search result led to it
 * (`?source=search`): the statistics count it as a click on a search result.
 */
export const ResultClickCounted: Story = {
  // Every path renders the two pages' routes.
  parameters: {
    // Not pictured: proves what is counted; it ends on the hymn page, pictured by Screens/Content.
    visual: false,
    route: { path: '*', initialEntries: [paths.searchFor(SEARCH_TERM_HINDI)], showLocation: true },
  },
  render: () => <SearchAndHymnPages />,
  beforeEach: () => contentCalls.reset(),
  play: async ({ canvasElement }) => {
    const hymn = searchFixture(SEARCH_TERM_HINDI).response.docs.find((doc) => findContent(doc.contentId))!;
    const title = displayTitle(hymn.titlePrimary);
    await userEvent.click(within(await results(canvasElement)).getByRole('link', { name: title }));
    await expect(await main(canvasElement).findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeVisible();
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.content(hymn.contentId));
    await waitFor(() => expect(contentCalls.views).toEqual([String(hymn.contentId)]));
    await expect(contentCalls.viewSources).toEqual([CONTENT_VIEW_SOURCES[0]]);
    // One view, one click, even after a while.
    await settle();
    await expect(contentCalls.views).toHaveLength(1);
  },
};
