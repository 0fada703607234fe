import { READING_TEXTS } from '../../src/model/readingTexts';
import { PRESENTATION_TEXTS } from '../../src/model/presentationTexts';
import { OFFLINE_AUDIO_TEXTS } from '../../src/model/offlineAudioTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID, queryClientLoader, storyQueryClient } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import {
  audioAndSecondaryHymn,
  audioHymn,
  dottedTitleHymn,
  externalVideoHymn,
  findContent,
  imageHymn,
  longLyricsHymn,
  MISSING_CONTENT_ID,
  plainHymn,
  secondaryHiddenHymn,
  videoFileHymn,
} from '../../mocks/fixtures/content';
import { contentAnalytics, contentCalls, contentDetail } from '../../mocks/handlers/content';
import { correctionCalls, correctionCreate } from '../../mocks/handlers/corrections';
import { CORRECTION_FORM_TEXTS } from '../../src/model/correctionTexts';
import { CORRECTION_TEXTS } from '../../src/model/corrections';
import { contentQueryOptions } from '../../src/api/content';
import { apiRoutes } from '../../src/model/api-paths';
import { stubNavigator } from '../../src/components/ShareButton/navigatorStubs';
import { DEFAULT_APP_CONFIG } from '../../src/model/config';
import { SHARE_DIALOG_TITLE } from '../../src/model/constants';
import type { Content } from '../../src/model/entities';
import { FAVOURITES_KEY, favouritesOf } from '../../src/model/favourites';
import { CHROME_LABELS, MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { READING_SETTINGS_KEY, TEXT_SIZE_ATTRIBUTE, TEXT_SIZES, THEME_ATTRIBUTE } from '../../src/model/reading';
import { colors, darkColors } from '../../src/theme/tokens';
import { rgb } from '../colors';
import { OFFLINE_CACHES } from '../../src/model/offline';
import { mediaUrl, paths, ROUTE_PATTERNS } from '../../src/model/paths';
import { setStubbedOnline, stubOnlineStatus } from '../../src/pwa/onlineStatusStub';
import { ContentScreen } from '../../src/screens/content/ContentScreen';
import { scriptedRoom, STORY_FOLLOWERS, STORY_ROOM_CODE, STORY_ROOM_PIN } from '../../mocks/handlers/together';
import { TOGETHER_LEAD_KEY } from '../../src/device/togetherLead';
import { TOGETHER_UI_TEXTS } from '../../src/model/togetherTexts';
import { IDLE_WITHIN_MS } from '../../src/device/idle';
import { displayTitle } from '../../src/model/title';
import { withPublicLayout } from '../decorators';
import { inViewport, READER_PHONE } from '../../.storybook/viewports';

/** A view is counted when the page is idle: at the latest IDLE_WITHIN_MS after it shows. */
const VIEW_SENT = { timeout: IDLE_WITHIN_MS + 1_000 };

/** One hymn's page in its frame (navigation bar, footer), with its data from MSW. */
const meta = {
  title: 'Screens/Content',
  // Pictured where readers read: a common phone's first screen.
  globals: READER_PHONE,
  component: ContentScreen,
  decorators: [withPublicLayout],
  parameters: {
    route: { path: ROUTE_PATTERNS.content, initialEntries: [paths.content(plainHymn.contentId)] },
    chromatic: { modes: allModes },
  },
  // The calls the page made, from this story only.
  beforeEach: () => contentCalls.reset(),
} satisfies Meta<typeof ContentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SITE = DEFAULT_APP_CONFIG.siteName;

/** The page of one hymn, `?search` optional. */
const routeTo = (contentId: number, search = '') => ({
  route: { path: ROUTE_PATTERNS.content, initialEntries: [`${paths.content(contentId)}${search}`] },
});

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
/**
 * One of the action bar's actions as a reader reaches it: in the row, or under More when the row
 * has no room for it (a phone), which it opens.
 */
async function barAction(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  const bar = main(canvasElement).getByRole('group', { name: SITE_TEXTS.hymnActions.bar });
  const inRow = within(bar).queryByRole('button', { name });
  if (inRow) return inRow;
  await userEvent.click(within(bar).getByText(SITE_TEXTS.hymnActions.more).closest('summary')!);
  return within(bar).getByRole('button', { name });
}

/** The hymn's title heading, once the hymn has arrived. */
const findTitle = (canvasElement: HTMLElement, title: string) =>
  main(canvasElement).findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
const article = (canvasElement: HTMLElement) => main(canvasElement).getByRole('article');
/** The element holding exactly this text (lyrics are one block with their line breaks). */
/** A block of verses (VerseText): its stanzas' text is the text as written. */
const block = (canvasElement: HTMLElement, text: string) =>
  main(canvasElement).getByText((_, element) => element?.textContent === text && element.firstElementChild?.tagName === 'P');
/** Each line of the text is a line of its own on the page (a block), whatever wraps. */
async function expectLinesKept(element: HTMLElement, text: string) {
  const lines = [...element.querySelectorAll('p > span')];
  await expect(lines.map((line) => line.textContent)).toEqual(
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => line.trimEnd()),
  );
  for (const line of lines) await expect(getComputedStyle(line).display).toBe('block');
}
const dividers = (canvasElement: HTMLElement) => within(article(canvasElement)).queryAllByRole('separator');
/** Time for calls the page does not wait on, before checking that no more were made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * What every hymn page shows: the breadcrumb, the title (the part after the last dot, in Hindi), the
 * lyrics with their line breaks, the secondary block only when asked for, one view recorded.
 */
async function checkHymn(canvasElement: HTMLElement, content: Content, title: string) {
  const heading = await findTitle(canvasElement, title);
  await expect(heading).toHaveAttribute('lang', 'hi');

  const breadcrumb = main(canvasElement).getByRole('navigation', { name: SITE_TEXTS.breadcrumb });
  await expect(within(breadcrumb).getByRole('link', { name: CHROME_LABELS.home.en })).toHaveAttribute('href', paths.home);
  await expect(within(breadcrumb).getByRole('link', { name: content.subCategory!.titlePrimary })).toHaveAttribute(
    'href',
    paths.subCategory(content.subCategory!.subCategoryId),
  );
  // The spec's two steps: the hymn's own title is the heading under them.
  await expect(within(breadcrumb).queryByText(title)).not.toBeInTheDocument();

  const lyrics = block(canvasElement, content.contentPrimary);
  await expect(lyrics).toHaveAttribute('lang', 'hi');
  await expectLinesKept(lyrics, content.contentPrimary);

  const secondaryShown = content.showSecondary === 'Y' && Boolean(content.contentSecondary);
  if (secondaryShown) {
    await expect(main(canvasElement).getByRole('heading', { level: 2, name: content.titleSecondary! })).toBeVisible();
    const secondary = block(canvasElement, content.contentSecondary!);
    await expect(secondary).not.toHaveAttribute('lang', 'hi');
    await expectLinesKept(secondary, content.contentSecondary!);
  } else if (content.contentSecondary) {
    await expect(main(canvasElement).queryByText(content.contentSecondary.split('\n')[0]!, { exact: false })).not.toBeInTheDocument();
  }

  const player = main(canvasElement).queryByRole('group', { name: SITE_TEXTS.audio.player(title) });
  await expect(Boolean(player)).toBe(Boolean(content.audioPath));

  // One content view, for this hymn; a direct visit, not a click on a search result.
  await waitFor(() => expect(contentCalls.views).toEqual([String(content.contentId)]), VIEW_SENT);
  await expect(contentCalls.viewSources).toEqual([null]);
}

/** Lyrics only: no media, no secondary block. Titled '{title} Lyrics | {site}' (no secondary title). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = 'श्री रामचन्द्र कृपालु भजु मन';
    await checkHymn(canvasElement, plainHymn, title);
    await waitFor(() => expect(document.title).toBe(`${title} Lyrics | ${SITE}`));
    await expect(main(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(dividers(canvasElement)).toHaveLength(0);
    // The view is recorded once, even after a while.
    await settle();
    await expect(contentCalls.views).toHaveLength(1);
  },
};

/** With audio; titled '{title} | {titleSecondary} Lyrics | {site}'. No secondary text, so no divider. */
export const WithAudio: Story = {
  parameters: routeTo(audioHymn.contentId),
  play: async ({ canvasElement }) => {
    const title = 'ॐ जय जगदीश हरे';
    await checkHymn(canvasElement, audioHymn, title);
    await waitFor(() => expect(document.title).toBe(`${title} | Om Jai Jagdish Hare Lyrics | ${SITE}`));
    await expect(dividers(canvasElement)).toHaveLength(0);
    // 'Keep for offline listening' comes with its own chunk, after the player, where a service worker
    // could play the kept file (Storybook's MSW worker; not in unit tests' jsdom).
    if (navigator.serviceWorker?.controller && typeof caches !== 'undefined') {
      const keep = await main(canvasElement).findByRole('button', { name: OFFLINE_AUDIO_TEXTS.keep }, { timeout: 10_000 });
      await expect(keep).toBeVisible();
    }
  },
};

/** Audio, the secondary block shown and no video: the divider separates the blocks. */
export const WithAudioAndSecondary: Story = {
  parameters: routeTo(audioAndSecondaryHymn.contentId),
  play: async ({ canvasElement }) => {
    await checkHymn(canvasElement, audioAndSecondaryHymn, 'मोको कहाँ ढूँढे रे बन्दे');
    await expect(dividers(canvasElement)).toHaveLength(1);
    // Between the primary blocks and the secondary one.
    const divider = dividers(canvasElement)[0]!;
    const secondaryTitle = main(canvasElement).getByRole('heading', { level: 2 });
    await expect(divider.compareDocumentPosition(secondaryTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A '/media/' video file, with audio and the secondary block: no divider, because there is a video. */
export const WithVideoFile: Story = {
  parameters: routeTo(videoFileHymn.contentId),
  play: async ({ canvasElement }) => {
    const title = 'आरती कुंजबिहारी की';
    await checkHymn(canvasElement, videoFileHymn, title);
    await expect(dividers(canvasElement)).toHaveLength(0);
    await expect(await main(canvasElement).findByLabelText(SITE_TEXTS.video.player(title), {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** An external video id: a thumbnail button that loads the embedded player only when asked. */
export const WithExternalVideo: Story = {
  parameters: routeTo(externalVideoHymn.contentId),
  play: async ({ canvasElement }) => {
    const title = 'जय गणेश जय गणेश देवा';
    await checkHymn(canvasElement, externalVideoHymn, title);
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.video.playExternal(title) })).toBeVisible();
    await expect(dividers(canvasElement)).toHaveLength(0);
  },
};

/** A secondary text with showSecondary 'N': neither the secondary block nor the divider is shown. */
export const SecondaryHidden: Story = {
  parameters: routeTo(secondaryHiddenHymn.contentId),
  play: async ({ canvasElement }) => {
    await checkHymn(canvasElement, secondaryHiddenHymn, 'ॐ जय शिव ओंकारा');
    await expect(main(canvasElement).queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(dividers(canvasElement)).toHaveLength(0);
  },
};

/** With a picture, named by the title, its box reserved before it arrives. */
export const WithImage: Story = {
  parameters: routeTo(imageHymn.contentId),
  play: async ({ canvasElement }) => {
    const title = 'अच्युतम केशवम कृष्ण दामोदरम';
    await checkHymn(canvasElement, imageHymn, title);
    const image = main(canvasElement).getByRole('img', { name: SITE_TEXTS.hymnActions.picture(title) });
    // A thumbnail by the title: a tap opens it whole.
    await expect(image.closest('a')).toHaveAttribute('href', imageHymn.imagePath);
    await expect(image).toHaveAttribute('src', imageHymn.imagePath);
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

/** The picture comes from the configured media host. */
export const WithImageFromMediaHost: Story = {
  parameters: { ...routeTo(imageHymn.contentId), appConfig: { mediaBaseUrl: 'https://media.bhajansangrah.example/' } },
  play: async ({ canvasElement }) => {
    const title = 'अच्युतम केशवम कृष्ण दामोदरम';
    const image = await main(canvasElement).findByRole('img', { name: SITE_TEXTS.hymnActions.picture(title) }, { timeout: 5_000 });
    await expect(image).toHaveAttribute('src', `https://media.bhajansangrah.example${imageHymn.imagePath}`);
  },
};

/** The whole Hanuman Chalisa on a phone: every verse, line breaks kept, nothing wider than the screen. */
export const LongLyrics: Story = {
  parameters: { ...routeTo(longLyricsHymn.contentId), chromatic: { modes: { mobile: allModes.mobile } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await checkHymn(canvasElement, longLyricsHymn, 'श्री हनुमान चालीसा');
    const lyrics = block(canvasElement, longLyricsHymn.contentPrimary);
    // Tall (many lines), and not wider than the page.
    await expect(lyrics.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The page's reading settings (hymn page only), opened from the action bar's Reading (under its
 * More when the row has no room for it) unless they are open already.
 */
async function readingControls(canvasElement: HTMLElement): Promise<HTMLElement> {
  const open = main(canvasElement).queryByRole('group', { name: READING_TEXTS.settingsLabel });
  if (open) return open;
  const [opener] = main(canvasElement).queryAllByRole('button', { name: READING_TEXTS.settingsLabel });
  if (opener) await userEvent.click(opener);
  else {
    await userEvent.click(main(canvasElement).getByText(SITE_TEXTS.hymnActions.more).closest('summary')!);
    await userEvent.click(main(canvasElement).getByRole('button', { name: READING_TEXTS.settingsLabel }));
  }
  return main(canvasElement).findByRole('group', { name: READING_TEXTS.settingsLabel });
}
const lyricsFontSize = (canvasElement: HTMLElement, text: string) =>
  Number.parseFloat(getComputedStyle(block(canvasElement, text)).fontSize);

/**
 * The reader makes the lyrics larger, step by step up to 250 %, on a phone: the lyrics and the
 * transliteration grow, the page's other text does not, and nothing is wider than the screen. The
 * size is kept on the device and on the page's root element, where the styles read it.
 */
export const LargerText: Story = {
  parameters: { ...routeTo(audioAndSecondaryHymn.contentId), chromatic: { modes: { mobile: allModes.mobile } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(audioAndSecondaryHymn.titlePrimary));
    const before = lyricsFontSize(canvasElement, audioAndSecondaryHymn.contentPrimary);
    const secondaryBefore = lyricsFontSize(canvasElement, audioAndSecondaryHymn.contentSecondary!);
    const titleBefore = getComputedStyle(main(canvasElement).getByRole('heading', { level: 1 })).fontSize;
    const controls = within(await readingControls(canvasElement));
    const larger = controls.getByRole('button', { name: READING_TEXTS.larger });
    for (let step = 1; step < TEXT_SIZES.length; step++) await userEvent.click(larger);
    await expect(controls.getByRole('status')).toHaveTextContent('250%');
    await expect(lyricsFontSize(canvasElement, audioAndSecondaryHymn.contentPrimary)).toBeCloseTo(before * 2.5, 0);
    await expect(lyricsFontSize(canvasElement, audioAndSecondaryHymn.contentSecondary!)).toBeCloseTo(secondaryBefore * 2.5, 0);
    await expect(getComputedStyle(main(canvasElement).getByRole('heading', { level: 1 })).fontSize).toBe(titleBefore);
    await expect(document.documentElement).toHaveAttribute(TEXT_SIZE_ATTRIBUTE, String(TEXT_SIZES.length - 1));
    await expect(JSON.parse(localStorage.getItem(READING_SETTINGS_KEY)!)).toMatchObject({ textSizeStep: TEXT_SIZES.length - 1 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Lines wrap under themselves (a hanging indent), each line still a line of its own.
    await expectLinesKept(block(canvasElement, audioAndSecondaryHymn.contentPrimary), audioAndSecondaryHymn.contentPrimary);
  },
};

/** The whole Chalisa at night on a phone, at 150 %: the night colours, chosen on the page. */
export const NightReading: Story = {
  parameters: {
    ...routeTo(longLyricsHymn.contentId),
    chromatic: { modes: { mobile: allModes.mobile } },
    readingSettings: { theme: 'dark', textSizeStep: 2 },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
    const controls = within(await readingControls(canvasElement));
    await expect(controls.getByRole('status')).toHaveTextContent('150%');
    await controls.findByRole('combobox', {}, { timeout: 5_000 });
    const night = controls.getByRole('button', { name: `${READING_TEXTS.themes.dark.en} ${READING_TEXTS.themes.dark.hi}` });
    await expect(night).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkColors.background));
    await expect(getComputedStyle(block(canvasElement, longLyricsHymn.contentPrimary)).color).toBe(rgb(darkColors.text));
    // Back to day, by the reader's choice.
    await userEvent.click(controls.getByRole('button', { name: `${READING_TEXTS.themes.light.en} ${READING_TEXTS.themes.light.hi}` }));
    await expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(colors.background));
    await userEvent.click(night);
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkColors.background));
  },
};

/** The script chooser, in the reading settings. */
async function chooseScript(canvasElement: HTMLElement, script: string) {
  const controls = within(await readingControls(canvasElement));
  await userEvent.selectOptions(await controls.findByRole('combobox', {}, { timeout: 5_000 }), script);
}

/**
 * The Chalisa in Gujarati, chosen on the page: the title and every line converted (the script
 * library loaded then), tagged as Hindi in Gujarati letters; the choice kept on the device.
 */
export const InGujarati: Story = {
  parameters: { ...routeTo(longLyricsHymn.contentId), chromatic: { modes: { mobile: allModes.mobile } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
    await chooseScript(canvasElement, 'gujarati');
    const title = await main(canvasElement).findByRole('heading', { level: 1, name: 'શ્રી હનુમાન ચાલીસા' }, { timeout: 5_000 });
    await expect(title).toHaveAttribute('lang', 'hi-Gujr');
    const lyrics = article(canvasElement).querySelector<HTMLElement>('div[lang="hi-Gujr"]')!;
    await expect(lyrics.textContent).toContain('જય હનુમાન જ્ઞાન ગુન સાગર');
    await expect(lyrics.textContent).not.toMatch(/[\u0900-\u0963]/);
    // The same lines, one for one.
    await expect(lyrics.querySelectorAll('p > span')).toHaveLength(
      longLyricsHymn.contentPrimary.split('\n').filter((line) => line.trim()).length,
    );
    await expect(JSON.parse(localStorage.getItem(READING_SETTINGS_KEY)!)).toMatchObject({ script: 'gujarati' });
    // The settings unfolded, the lyrics in another script: still nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Back to the lyrics as written at one tap, beside the title.
    await userEvent.click(
      main(canvasElement).getByRole('button', { name: `${READING_TEXTS.readAsWritten.en} ${READING_TEXTS.readAsWritten.hi}` }),
    );
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
  },
};

/** A reader who chose IAST earlier: the page opens in it. */
export const InIast: Story = {
  parameters: { ...routeTo(plainHymn.contentId), readingSettings: { script: 'iast' } },
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('heading', { level: 1, name: 'śrī rāmacandra kṛpālu bhaju mana' }, { timeout: 5_000 });
    await expect(article(canvasElement).querySelector('div[lang="hi-Latn"]')!.textContent).toContain('śrī rāmacandra kṛpālu bhaju mana');
  },
};

/**
 * 'Read in Roman letters' beside the title, where the editors wrote a transliteration: one tap
 * shows it as the lyrics (not six screens down), and it is not shown again below them.
 */
export const ReadInRomanLetters: Story = {
  parameters: routeTo(audioAndSecondaryHymn.contentId),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'मोको कहाँ ढूँढे रे बन्दे');
    await userEvent.click(main(canvasElement).getByRole('button', { name: READING_TEXTS.readInRoman }));
    await waitFor(() => expect(block(canvasElement, audioAndSecondaryHymn.contentSecondary!)).toHaveAttribute('lang', 'hi-Latn'));
    await expect(
      main(canvasElement).queryByRole('heading', { level: 2, name: audioAndSecondaryHymn.titleSecondary! }),
    ).not.toBeInTheDocument();
    await expect(
      main(canvasElement).queryByText(audioAndSecondaryHymn.contentPrimary.split('\n')[0]!, { exact: false }),
    ).not.toBeInTheDocument();
  },
};

/** For learners: the Roman under each Devanagari line, on a phone. */
export const LearnerView: Story = {
  parameters: {
    ...routeTo(longLyricsHymn.contentId),
    chromatic: { modes: { mobile: allModes.mobile } },
    readingSettings: { script: 'learner' },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
    const lyrics = article(canvasElement).querySelector<HTMLElement>('div[lang="hi"]')!;
    await waitFor(() => expect(lyrics.querySelectorAll('[lang="hi-Latn"]').length).toBeGreaterThan(0), { timeout: 5_000 });
    const lines = [...lyrics.querySelectorAll(':scope > p > span')];
    const under = [...lyrics.querySelectorAll('[lang="hi-Latn"]')];
    await expect(under).toHaveLength(lines.length);
    await expect(under[0]!.textContent!.trim()).toBe('Doha');
  },
};

/**
 * Present: the Chalisa over the whole screen a stanza at a time (presentation mode, loaded then),
 * stepped by keyboard as a clicker does, closed with Escape back to the page.
 */
export const PresentByKeyboard: Story = {
  parameters: {
    // Not pictured: ends closed, on the hymn page; presentation mode is pictured by Components/Presentation.
    visual: false,
    ...routeTo(longLyricsHymn.contentId),
    route: { ...routeTo(longLyricsHymn.contentId).route, showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(main(canvasElement).getByRole('button', { name: PRESENTATION_TEXTS.present.en }));
    const presentation = await body.findByRole('dialog', { name: 'श्री हनुमान चालीसा' }, { timeout: 5_000 });
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(
      `${paths.content(longLyricsHymn.contentId)}?present=1`,
    );
    const stanzas = longLyricsHymn.contentPrimary.split(/\n\s*\n/);
    const verse = () => within(presentation).getByRole('group', { name: /^Stanza/ });
    await expect(verse()).toHaveAccessibleName(PRESENTATION_TEXTS.stanzaOf(1, stanzas.length));
    await userEvent.keyboard('{PageDown}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(verse()).toHaveAccessibleName(PRESENTATION_TEXTS.stanzaOf(3, stanzas.length));
    await expect(verse()).toHaveTextContent(stanzas[2]!.split('\n')[0]!.trim());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(
      new RegExp(`^${paths.content(longLyricsHymn.contentId)}$`),
    );
  },
};

/**
 * Sing together from presentation mode: a room opened for the hymn (its code, QR code and 23 phones
 * following, from the mock room); each step goes to the room; the followers' screens blanked; the
 * hand-over PIN; the satsang ended.
 */
export const LeadASatsang: Story = {
  parameters: {
    // Not pictured: the panel's states are pictured by Components/TogetherPanel.
    visual: false,
    route: { path: ROUTE_PATTERNS.content, initialEntries: [`${paths.content(longLyricsHymn.contentId)}?present=1`], showLocation: true },
  },
  beforeEach: () => {
    // No room led from this device before (a retried story left its own).
    localStorage.removeItem(TOGETHER_LEAD_KEY);
    scriptedRoom.reset();
    return () => localStorage.removeItem(TOGETHER_LEAD_KEY);
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const stage = within(await body.findByRole('dialog', { name: 'श्री हनुमान चालीसा' }, { timeout: 5_000 }));
    await userEvent.click(
      stage.getByRole('button', { name: `${TOGETHER_UI_TEXTS.singTogether.en} · ${TOGETHER_UI_TEXTS.singTogether.hi}` }),
    );
    // Found again each time it is shown (a hidden panel is gone from the page).
    const findPanel = async () =>
      within(await stage.findByRole('region', { name: `${TOGETHER_UI_TEXTS.singTogether.en} · ${TOGETHER_UI_TEXTS.singTogether.hi}` }));
    let panel = await findPanel();
    await waitFor(() => expect(panel.getByText(STORY_ROOM_CODE)).toBeVisible());
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(`room=${STORY_ROOM_CODE}`);
    await waitFor(() => expect(panel.getByText(TOGETHER_UI_TEXTS.followers(STORY_FOLLOWERS))).toBeVisible());
    await expect(panel.getByRole('img', { name: /^QR code of the link .*\/together\/K7M2QX$/ })).toBeVisible();
    // The leader steps on: the room gets the move.
    await userEvent.click(panel.getByRole('button', { name: TOGETHER_UI_TEXTS.hidePanel }));
    await userEvent.keyboard('{PageDown}');
    // (As JSON: the moves are the request bodies MSW parsed.)
    const lastMove = () => JSON.stringify(scriptedRoom.moves.at(-1));
    await waitFor(() => expect(lastMove()).toBe(JSON.stringify({ position: 0, stanza: 1, blank: false })));
    await userEvent.click(stage.getByRole('button', { name: TOGETHER_UI_TEXTS.showPanel(STORY_ROOM_CODE) }));
    panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: `${TOGETHER_UI_TEXTS.blank.en} ${TOGETHER_UI_TEXTS.blank.hi}` }));
    await waitFor(() => expect(lastMove()).toBe(JSON.stringify({ position: 0, stanza: 1, blank: true })));
    await userEvent.click(panel.getByRole('button', { name: TOGETHER_UI_TEXTS.handOver }));
    await waitFor(() => expect(panel.getByText(STORY_ROOM_PIN)).toBeVisible());
    const end = `${TOGETHER_UI_TEXTS.endSatsang.en} ${TOGETHER_UI_TEXTS.endSatsang.hi}`;
    await userEvent.click(panel.getByRole('button', { name: end }));
    await userEvent.click(panel.getByRole('button', { name: end }));
    await waitFor(() => expect(panel.getByText(TOGETHER_UI_TEXTS.ended)).toBeVisible());
    await expect(scriptedRoom.state.ended).toBe(true);
    await expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).not.toHaveTextContent('room=');
  },
};

/** The page by night on a desktop: header, search, player, footer in the night colours (axe checks their contrast). */
export const NightOnDesktop: Story = {
  // The desktop layout by night is the point here.
  globals: inViewport('laptop'),
  parameters: { ...routeTo(audioAndSecondaryHymn.contentId), readingSettings: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(audioAndSecondaryHymn.titlePrimary));
    await expect(getComputedStyle(document.body).color).toBe(rgb(darkColors.text));
  },
};

/** 'भजन.संत वाणी.मीराबाई.पायो जी …': only the part after the last dot is the title, everywhere. */
export const DottedTitle: Story = {
  parameters: routeTo(dottedTitleHymn.contentId),
  play: async ({ canvasElement }) => {
    const title = 'पायो जी मैंने राम रतन धन पायो';
    await checkHymn(canvasElement, dottedTitleHymn, title);
    await expect(main(canvasElement).queryByText(dottedTitleHymn.titlePrimary, { exact: false })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Payo Ji Maine Ram Ratan Dhan Payo Lyrics | ${SITE}`));
  },
};

/** The hymn is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { contentDetail: contentDetail.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(main(canvasElement).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await settle();
    await expect(contentCalls.views).toHaveLength(0);
  },
};

/** The server failed: the spec's error text and a way to try again; no view is recorded. */
export const Error: Story = {
  parameters: { msw: { handlers: { contentDetail: contentDetail.error } } },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert.textContent).toBe(MESSAGES.contentError);
    await expect(contentCalls.details).toHaveLength(1);
    await userEvent.click(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain }));
    await waitFor(() => expect(contentCalls.details).toHaveLength(2));
    await expect(await main(canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(MESSAGES.contentError);
    await expect(contentCalls.views).toHaveLength(0);
  },
};

/** No such hymn, or one hidden from visitors (404): the error text and a way home, not 'Try again'. */
export const NotFound: Story = {
  parameters: routeTo(MISSING_CONTENT_ID),
  play: async ({ canvasElement }) => {
    // Said as a hymn that is not there, not as a failure to fetch; the ways on are a search and home.
    const heading = await main(canvasElement).findByRole('heading', { level: 1, name: SITE_TEXTS.missing.content }, { timeout: 5_000 });
    await expect(heading).toBeVisible();
    await expect(main(canvasElement).queryByText(MESSAGES.contentError)).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('search')).toHaveAttribute('action', paths.search);
    await expect(main(canvasElement).getByRole('link', { name: SITE_TEXTS.goHome })).toHaveAttribute('href', paths.home);
    await expect(main(canvasElement).queryByRole('button', { name: SITE_TEXTS.tryAgain })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.missing.contentTitle, DEFAULT_APP_CONFIG.siteName)));
    await expect(contentCalls.views).toHaveLength(0);
  },
};

/** The page's `?sid=` goes to the API with the hymn's id. */
export const WithSid: Story = {
  parameters: {
    ...routeTo(plainHymn.contentId, '?sid=42'),
    // Not pictured: proves what the API is asked: the page is Default's.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री रामचन्द्र कृपालु भजु मन');
    await expect(contentCalls.details).toEqual([{ id: String(plainHymn.contentId), sid: '42' }]);
  },
};

/** The breadcrumb's sub-category link leads to the sub-category page. */
export const BreadcrumbToSubCategory: Story = {
  parameters: {
    // Not pictured: proves where the link leads: the story renders only the hymn's route, so it ends on 'Page not found', which NotFound pictures.
    visual: false,
    route: { ...routeTo(longLyricsHymn.contentId).route, showLocation: true },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री हनुमान चालीसा');
    const breadcrumb = main(canvasElement).getByRole('navigation', { name: SITE_TEXTS.breadcrumb });
    await userEvent.click(within(breadcrumb).getByRole('link', { name: longLyricsHymn.subCategory!.titlePrimary }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(
        paths.subCategory(longLyricsHymn.subCategory!.subCategoryId),
      ),
    );
  },
};

/**
 * The first play of the audio is counted through the API, once per page view: pausing and playing
 * again does not count again. (Play events are dispatched: a test browser may refuse to play sound.)
 */
export const AudioPlayCounted: Story = {
  parameters: {
    ...routeTo(audioHymn.contentId),
    // Not pictured: proves what is counted: the page is WithAudio's.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const title = 'ॐ जय जगदीश हरे';
    await findTitle(canvasElement, title);
    const player = main(canvasElement).getByRole('group', { name: SITE_TEXTS.audio.player(title) });
    const audio = player.querySelector('audio')!;
    await expect(audio).toHaveAttribute('src', audioHymn.audioPath);
    await settle();
    await expect(contentCalls.audioPlays).toHaveLength(0);

    audio.dispatchEvent(new Event('play'));
    await waitFor(() => expect(contentCalls.audioPlays).toEqual([String(audioHymn.contentId)]));
    audio.dispatchEvent(new Event('pause'));
    audio.dispatchEvent(new Event('play'));
    await settle();
    await expect(contentCalls.audioPlays).toHaveLength(1);
  },
};

/**
 * A refetch of the hymn (e.g. after it went stale) is not another view, not even when it brings an
 * edited text.
 */
export const RefetchIsNoNewView: Story = {
  // Not pictured: proves what is counted: the page is Default's.
  parameters: { visual: false },
  loaders: [queryClientLoader],
  play: async ({ canvasElement, loaded }) => {
    await findTitle(canvasElement, 'श्री रामचन्द्र कृपालु भजु मन');
    await waitFor(() => expect(contentCalls.views).toHaveLength(1), VIEW_SENT);
    const queryClient = storyQueryClient(loaded);
    const { queryKey } = contentQueryOptions(plainHymn.contentId);
    await queryClient.refetchQueries({ queryKey });
    await waitFor(() => expect(contentCalls.details).toHaveLength(2));

    const edited = `${plainHymn.contentPrimary}\n\nसियावर रामचन्द्र की जय ॥`;
    queryClient.setQueryData(queryKey, { ...plainHymn, contentPrimary: edited });
    await waitFor(() => expect(block(canvasElement, edited)).toBeVisible());
    await settle();
    await expect(contentCalls.views).toHaveLength(1);
  },
};

/**
 * A visit straight to the hymn's address (a bookmark, a shared link, another site) is a plain view:
 * no `source`, so no search click is counted. (Search.stories ResultClickCounted shows the click.)
 */
export const DirectVisitNoSource: Story = {
  // Not pictured: proves what is counted: the page is Default's.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री रामचन्द्र कृपालु भजु मन');
    await waitFor(() => expect(contentCalls.views).toEqual([String(plainHymn.contentId)]), VIEW_SENT);
    await expect(contentCalls.viewSources).toEqual([null]);
  },
};

/** The view count fails: the reader sees the hymn as ever, and no error. */
export const ViewCountFails: Story = {
  parameters: {
    // Not pictured: proves that nothing shows: the page is Default's.
    visual: false,
    msw: { handlers: { contentAnalytics: contentAnalytics.error } },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री रामचन्द्र कृपालु भजु मन');
    await waitFor(() => expect(contentCalls.views).toHaveLength(1), VIEW_SENT);
    await settle();
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Stand-ins for the browser's share sheet and clipboard, replaced in each sharing story's `beforeEach`. */
const browser = {
  share: fn(async (_data: ShareData) => {}),
  writeText: fn(async (_text: string) => {}),
};

/** Share on a phone: the browser's share sheet gets the spec's text and dialog title, and the page's address. */
export const ShareWithShareSheet: Story = {
  parameters: {
    ...routeTo(audioHymn.contentId, '?sid=42'),
    // Not pictured: the share sheet is the phone's own, outside the page: the page is Default's.
    visual: false,
  },
  beforeEach: () => {
    browser.share = fn(async (_data: ShareData) => {});
    browser.writeText = fn(async (_text: string) => {});
    return stubNavigator({ share: browser.share, clipboard: { writeText: browser.writeText } });
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'ॐ जय जगदीश हरे');
    await userEvent.click(await barAction(canvasElement, SITE_TEXTS.share.button));
    await expect(browser.share).toHaveBeenCalledTimes(1);
    await expect(browser.share).toHaveBeenCalledWith({
      title: SHARE_DIALOG_TITLE,
      text: 'Bhajan Lyrics - ॐ जय जगदीश हरे',
      url: `${window.location.origin}${paths.content(audioHymn.contentId)}?sid=42`,
    });
    await expect(browser.writeText).not.toHaveBeenCalled();
  },
};

/** Share without a share sheet (most desktops): the page's address is copied, and the page says so. */
export const ShareCopiesLink: Story = {
  // A desktop: most have no share sheet.
  globals: inViewport('laptop'),
  beforeEach: () => {
    browser.writeText = fn(async (_text: string) => {});
    return stubNavigator({ share: null, clipboard: { writeText: browser.writeText } });
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'श्री रामचन्द्र कृपालु भजु मन');
    await userEvent.click(await barAction(canvasElement, SITE_TEXTS.share.button));
    await expect(browser.writeText).toHaveBeenCalledWith(`${window.location.origin}${paths.content(plainHymn.contentId)}`);
    await expect(await main(canvasElement).findByText(SITE_TEXTS.share.linkCopied)).toBeVisible();
  },
};

/**
 * The hymn's call with no network and no copy saved by the service worker: no answer at all, until
 * `connection.back` (then the fixtures, as the default handler).
 */
const connection = { back: false };
const detailWhileOffline = http.get(apiRoutes.contentDetail, ({ params }) => {
  if (!connection.back) return HttpResponse.error();
  const content = findContent(String(params.id));
  return content ? HttpResponse.json(content) : HttpResponse.json({ message: 'Content not found' }, { status: 404 });
});
/** A page opened with no connection (the browser says offline; the service worker served the app). */
const openedOffline = () => {
  connection.back = false;
  return stubOnlineStatus(false);
};

/**
 * Offline, a hymn never opened before (so never saved): the page says so calmly, with 'Try again',
 * instead of the error text; the frame's offline notice is above it.
 */
export const OfflineNotSaved: Story = {
  parameters: { msw: { handlers: { contentDetail: detailWhileOffline } } },
  beforeEach: openedOffline,
  play: async ({ canvasElement }) => {
    const notice = await main(canvasElement).findByText(SITE_TEXTS.offline.notSaved, {}, { timeout: 5_000 });
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(main(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(main(canvasElement).queryByText(MESSAGES.contentError)).not.toBeInTheDocument();
    await expect(main(canvasElement).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    await expect(within(canvasElement).getByText(SITE_TEXTS.offline.offlineBanner)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(pageTitle.withSite(SITE_TEXTS.offline.notSavedTitle, SITE)));
    await expect(contentCalls.views).toHaveLength(0);
  },
};

/** The connection comes back: the hymn opens by itself (the page asks again), and the offline notice goes. */
export const BackOnline: Story = {
  parameters: {
    // Not pictured: ends back online on the page Default pictures.
    visual: false,
    msw: { handlers: { contentDetail: detailWhileOffline } },
  },
  beforeEach: openedOffline,
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByText(SITE_TEXTS.offline.notSaved, {}, { timeout: 5_000 });
    connection.back = true;
    setStubbedOnline(true);
    await checkHymn(canvasElement, plainHymn, 'श्री रामचन्द्र कृपालु भजु मन');
    await expect(within(canvasElement).queryByText(SITE_TEXTS.offline.offlineBanner)).not.toBeInTheDocument();
    await expect(main(canvasElement).queryByText(SITE_TEXTS.offline.notSaved)).not.toBeInTheDocument();
  },
};

/**
 * 'Keep for offline listening' (Chromium only: it needs the Cache API and a service worker in
 * charge of the page, here MSW's): the file goes into the audio cache under the player's address,
 * is said saved with its size, and is removed again. Saving is no play.
 */
export const KeepAudioForOffline: Story = {
  parameters: routeTo(audioHymn.contentId),
  beforeEach: async () => {
    await caches.delete(OFFLINE_CACHES.audio);
    return () => void caches.delete(OFFLINE_CACHES.audio);
  },
  play: async ({ canvasElement }) => {
    const savedCopy = async () =>
      (await caches.open(OFFLINE_CACHES.audio)).match(new URL(mediaUrl(audioHymn.audioPath!), window.location.href).href);
    await findTitle(canvasElement, 'ॐ जय जगदीश हरे');
    const keep = await main(canvasElement).findByRole('button', { name: OFFLINE_AUDIO_TEXTS.keep }, { timeout: 10_000 });
    await userEvent.click(keep);

    const status = await main(canvasElement).findByText(OFFLINE_AUDIO_TEXTS.savedWithSize('16 kB'), {}, { timeout: 10_000 });
    await expect(status).toHaveAttribute('role', 'status');
    const copy = await savedCopy();
    await expect(copy?.status).toBe(200);
    await expect((await copy!.arrayBuffer()).byteLength).toBe(16_425);
    // The same button, now to remove it: the focus stays.
    const remove = main(canvasElement).getByRole('button', { name: OFFLINE_AUDIO_TEXTS.removeLabel });
    await expect(remove).toHaveFocus();
    await expect(contentCalls.audioPlays).toHaveLength(0);

    await userEvent.click(remove);
    await expect(await main(canvasElement).findByRole('button', { name: OFFLINE_AUDIO_TEXTS.keep })).toHaveFocus();
    await expect(await savedCopy()).toBeUndefined();
  },
};

const FAVOURITES = SITE_TEXTS.favourites;
/** The bar's star: 'Star' to keep the hymn, 'Starred' (pressed) once kept. */
async function expectStar(canvasElement: HTMLElement, starred: boolean): Promise<HTMLElement> {
  const star = await barAction(canvasElement, starred ? SITE_TEXTS.hymnActions.starred : SITE_TEXTS.hymnActions.star);
  await expect(star).toHaveAttribute('aria-pressed', String(starred));
  return star;
}
const keptFavourites = () => favouritesOf(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null'));

/**
 * The star beside the title: a tap keeps the hymn (with its title) on the device for My bhajans,
 * another takes it out.
 */
export const Starring: Story = {
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(plainHymn.titlePrimary));
    await userEvent.click(await expectStar(canvasElement, false));
    await expectStar(canvasElement, true);
    await expect(keptFavourites().starred).toEqual([plainHymn.contentId]);
    await expect(keptFavourites().titles[plainHymn.contentId]).toBe(displayTitle(plainHymn.titlePrimary));
  },
};

/**
 * A starred hymn, already in one of the reader's lists: 'Add to list' opens the dialog (a chunk of
 * its own) with that list ticked; a new list made there holds the hymn.
 */
export const AddToAList: Story = {
  parameters: {
    favourites: {
      starred: [plainHymn.contentId],
      lists: [{ id: 'tuesday', name: 'Tuesday satsang', contentIds: [audioHymn.contentId, plainHymn.contentId] }],
    },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(plainHymn.titlePrimary));
    await expectStar(canvasElement, true);
    await userEvent.click(await barAction(canvasElement, new RegExp(`${FAVOURITES.addToList.en}.*${FAVOURITES.inLists(1)}`)));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5_000 }));
    await expect(dialog.getByRole('checkbox', { name: /Tuesday satsang/ })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox'), 'Aarti{Enter}');
    await expect(await dialog.findByRole('checkbox', { name: /Aarti/ })).toBeChecked();
    await expect(keptFavourites().lists.map((list) => [list.name, list.contentIds])).toEqual([
      ['Aarti', [plainHymn.contentId]],
      ['Tuesday satsang', [audioHymn.contentId, plainHymn.contentId]],
    ]);
  },
};

/**
 * Suggest a correction, always under More: with a word of a line selected, the dialog (a chunk of
 * its own) opens on that line; the reader changes a word and sends it, naming the revision the page
 * shows; the thank-you follows.
 */
export const SuggestACorrection: Story = {
  parameters: { ...routeTo(dottedTitleHymn.contentId), visual: false },
  beforeEach: () => correctionCalls.reset(),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(dottedTitleHymn.titlePrimary));
    const line = dottedTitleHymn.contentPrimary.split('\n')[3]!.trim();
    // The reader selects a word of the fourth line.
    const word = main(canvasElement).getAllByText((_, element) => element?.tagName === 'SPAN' && element.textContent?.trim() === line)[0]!;
    const range = document.createRange();
    range.selectNodeContents(word);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await userEvent.click(await barAction(canvasElement, SITE_TEXTS.hymnActions.suggestCorrection));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5_000 }));
    await expect(dialog.getByRole('combobox', { name: CORRECTION_FORM_TEXTS.line })).toHaveDisplayValue(line);
    const typed = dialog.getByRole('textbox', { name: CORRECTION_FORM_TEXTS.suggested });
    await userEvent.clear(typed);
    await userEvent.type(typed, line.replace('पूँजी', 'पूंजी'));
    await userEvent.click(dialog.getByRole('button', { name: CORRECTION_FORM_TEXTS.send }));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(CORRECTION_TEXTS.thanks));
    await expect(correctionCalls.last()).toMatchObject({
      contentId: dottedTitleHymn.contentId,
      revision: dottedTitleHymn.revision,
      field: 'contentPrimary',
      line: 3,
      original: line,
      suggested: line.replace('पूँजी', 'पूंजी'),
    });
  },
};

/** Sent while too many came from the reader's address: the server's words, the reader's text kept. */
export const CorrectionRefused: Story = {
  parameters: {
    ...routeTo(dottedTitleHymn.contentId),
    visual: false,
    msw: { handlers: { correctionCreate: correctionCreate.rateLimited } },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, displayTitle(dottedTitleHymn.titlePrimary));
    window.getSelection()?.removeAllRanges();
    await userEvent.click(await barAction(canvasElement, SITE_TEXTS.hymnActions.suggestCorrection));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5_000 }));
    const typed = dialog.getByRole('textbox', { name: CORRECTION_FORM_TEXTS.suggested });
    await userEvent.type(typed, ' ॥');
    await userEvent.click(dialog.getByRole('button', { name: CORRECTION_FORM_TEXTS.send }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(CORRECTION_TEXTS.rateLimited));
    await expect(typed).toHaveValue(`${dottedTitleHymn.contentPrimary.split('\n')[0]!.trim()} ॥`);
  },
};
