import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useHref, useLocation, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isMissing } from '../../api/client';
import { recordAudioPlay, recordContentView, useContent } from '../../api/content';
import { useAppConfig } from '../../device/AppConfigContext';
import { useFavourites } from '../../device/favourites';
import { useReadingSettings } from '../../device/readingSettings';
import { useScriptConverter } from '../shared/scriptConversion';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { audioMayBeHeld, holdAudio, releaseAudio, useHeldAudio } from '../../device/heldAudio';
import { useHydrated } from '../../device/useHydrated';
import { whenIdle } from '../../device/idle';
import { useLastSelectedText } from '../../device/lastSelection';
import { useScreenWakeLock, useWakeLockSupported } from '../../device/useScreenWakeLock';
import {
  ActionBar,
  AddToListIcon,
  CorrectIcon,
  ListenIcon,
  PauseIcon,
  PresentIcon,
  ReadingIcon,
  RomanIcon,
  ShareIcon,
  StarIcon,
  type BarAction,
} from '../../components/ActionBar';
import { AudioPlayer, type AudioCarry, type AudioControls } from '../../components/AudioPlayer';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb';
import { keepClearOfFeedback } from '../../components/FeedbackButton';
import type { ReadingControlsProps } from '../../components/ReadingControls';
import { useShare } from '../../components/ShareButton';
import { VerseText } from '../../components/VerseText';
import { VideoPlayer } from '../../components/VideoPlayer';
import type { Content } from '../../model/entities';
import { LYRICS_ELEMENT_TIMING } from '../../model/constants';
import { isStarred } from '../../model/favourites';
import {
  DEFAULT_READING_SCRIPT,
  PRESENT_FOLLOW,
  PRESENT_LEAD,
  PRESENT_LIST_PARAM,
  PRESENT_PARAM,
  PRESENT_ROOM_PARAM,
  SCRIPT_NAMES,
} from '../../model/reading';
import { isIdText } from '../../model/params';
import { CHROME_LABELS, MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { mediaUrl, paths, SID_PARAM } from '../../model/paths';
import { displayTitle } from '../../model/title';
import { useNotSavedOffline } from '../../pwa/offlineQuery';
import { useServiceWorkerControlled } from '../../pwa/useServiceWorkerControlled';
import { contentBlocks } from './contentBlocks';
import { hymnInScript, isInLatinLetters } from './hymnInScript';
import type { AddToListDialogProps } from './AddToListDialog';
import type { SuggestCorrectionDialogProps } from './SuggestCorrectionDialog';
import type { PresentationModeProps } from './PresentationMode';
import { takeContentViewSource } from './viewSource';
import { WithoutData } from '../shared/WithoutData';
import { READING_SCALE } from '../../theme/reading';

/** The box the hymn's picture is shown in (16:10), reserved before the picture arrives. */
export const CONTENT_IMAGE_WIDTH = 800;
export const CONTENT_IMAGE_HEIGHT = 500;

/** The breadcrumb and the hymn, in the reading column. */
const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
`;

/**
 * The title, the picture's thumbnail and the action bar. On a phone the thumbnail is beside the
 * title and the bar under both, across the column; from tablets up the thumbnail stands beside the
 * title and the bar together, so that it adds no height of its own.
 */
const Header = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xs};

  > :not(h1, a) {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.md} {
    column-gap: ${({ theme }) => theme.space.lg};

    > a {
      grid-row: 1 / span 2;
      grid-column: 2;
    }

    > :not(h1, a) {
      grid-column: 1;
    }
  }
`;

const Title = styled.h1`
  min-width: 0;
  margin: 0;
  /* On a phone, a title of two lines leaves the first screen to the lyrics, at any text size;
     Devanagari's own taller line (the site's :lang(hi) rule) is not needed for a heading's few words. */
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.35;
  overflow-wrap: anywhere;

  /* The words' own span (kept clear of the Feedback button) is Hindi too: the line stays the title's. */
  > span {
    line-height: inherit;
  }

  ${({ theme }) => theme.media.md} {
    font-size: 2rem;
  }
`;

/**
 * The hymn's picture as a thumbnail by the title (a tap opens it whole): decoration beside what
 * readers came for, so that it never pushes the lyrics down. Its box is reserved before it arrives.
 */
const Thumbnail = styled.a`
  display: block;
  /* Never more than a quarter of a phone's width, however large the reader's text. */
  width: min(5.5rem, 25vw);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  ${({ theme }) => theme.media.md} {
    width: min(9rem, 20vw);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${CONTENT_IMAGE_WIDTH} / ${CONTENT_IMAGE_HEIGHT};
    /* The whole picture, whatever its own shape, inside the reserved box. */
    object-fit: contain;
  }
`;

/**
 * Lyrics with their line breaks and the blank lines between verses kept, at a size easy to read,
 * times the reader's own text size (READING_SCALE).
 */
const Lyrics = styled(VerseText)`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: calc(${({ theme }) => theme.fontSizes.lg} * ${READING_SCALE});
  line-height: 1.9;

  ${({ theme }) => theme.media.md} {
    font-size: calc(${({ theme }) => theme.fontSizes.xl} * ${READING_SCALE});
  }
`;

/** The reading settings, opened from the bar's Reading: under the bar, over nothing. */
const SettingsPanel = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[hidden] {
    display: none;
  }
`;

const PanelLoading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Media = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Divider = styled.hr`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  border: 0;
  border-top: 2px solid ${({ theme }) => theme.colors.accent};
`;

const Secondary = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

function ContentImage({ src, title }: { src: string; title: string }) {
  // The address that failed to load, if any: the reader is better served by no picture than a broken one.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <Thumbnail href={src}>
      <img
        src={src}
        alt={SITE_TEXTS.hymnActions.picture(title)}
        width={CONTENT_IMAGE_WIDTH}
        height={CONTENT_IMAGE_HEIGHT}
        // By the title: shown at once.
        loading="eager"
        decoding="async"
        onError={() => setFailed(src)}
      />
    </Thumbnail>
  );
}

/** A chunk of its own; if it cannot be loaded (offline, never fetched), the page goes without it. */
const KeepAudioOfflineChunk = lazy(() =>
  import('../../pwa/KeepAudioOffline').then(
    (chunk) => ({ default: chunk.KeepAudioOffline }),
    () => ({ default: () => null }),
  ),
);

/**
 * 'Keep for offline listening' for the player's file, only where the browser can keep it and a
 * service worker can play it from there (the chunk is not even loaded otherwise).
 */
function KeepAudioOffline({ src }: { src: string }) {
  const controlled = useServiceWorkerControlled();
  if (!controlled || typeof caches === 'undefined') return null;
  return (
    <Suspense fallback={null}>
      <KeepAudioOfflineChunk src={src} />
    </Suspense>
  );
}

/** 'Add to list': a chunk of its own (with its dialog), loaded when a reader first adds a hymn to a list. */
const AddToListDialog = lazy<ComponentType<AddToListDialogProps>>(() => import('./AddToListDialog').catch(() => ({ default: () => null })));

/** 'Suggest a correction': a chunk of its own (the form and its sending), loaded when a reader first chooses it. */
const SuggestCorrectionDialog = lazy<ComponentType<SuggestCorrectionDialogProps>>(() =>
  import('./SuggestCorrectionDialog').catch(() => ({ default: () => null })),
);

/**
 * The reading settings (the bar's Reading panel): a chunk of its own, loaded when a reader first
 * opens the panel; a first visit's page carries none of it.
 */
const ReadingControls = lazy<ComponentType<ReadingControlsProps>>(() =>
  import('../../components/ReadingControls').then(
    (chunk) => ({ default: chunk.ReadingControls }),
    () => ({ default: () => null }),
  ),
);

/** Presentation mode: a chunk of its own, loaded when a reader presents (the page goes on without it if it cannot be had). */
const PresentationMode = lazy<ComponentType<PresentationModeProps>>(() =>
  import('./PresentationMode').catch(() => ({ default: () => null })),
);

const TEXT = SITE_TEXTS.hymnActions;

interface HymnActionsOptions {
  /** The recording, when the hymn has one. */
  listen: { playing: boolean; toggle: () => void } | undefined;
  /** 'other': the lyrics are shown in another script; 'romanAvailable': the editors' Roman letters can be shown. */
  script: 'other' | 'romanAvailable' | 'asWrittenOnly';
  onScript: () => void;
  settings: { open: boolean; id: string; toggle: () => void };
  onPresent: () => void;
  starred: boolean;
  onStar: () => void;
  listCount: number;
  onAddToList: () => void;
  onShare: () => void;
  onCorrect: () => void;
}

/**
 * The hymn's actions, most used first (the last go under More on a narrow phone): listening, the
 * script at one tap (back to the lyrics as written, or the editors' Roman letters), the reading
 * settings, presenting, the star, the reader's lists, and the spec's Share; always under More,
 * Suggest a correction.
 */
function hymnActions(options: HymnActionsOptions): BarAction[] {
  const { listen, settings, starred, listCount } = options;
  const actions: BarAction[] = [];
  if (listen) {
    // A toggle: pressed while the recording plays (the player's own Play / Pause keep their names).
    actions.push({
      id: 'listen',
      icon: listen.playing ? <PauseIcon /> : <ListenIcon />,
      label: TEXT.listen,
      pressed: listen.playing,
      onSelect: listen.toggle,
    });
  }
  if (options.script === 'other') {
    actions.push({
      id: 'script',
      icon: <RomanIcon />,
      // Back to the lyrics as written: 'देवनागरी' under the icon, 'Read in देवनागरी' for a screen reader.
      label: SITE_TEXTS.reading.readAsWritten.hi,
      labelLang: 'hi',
      name: `${SITE_TEXTS.reading.readAsWritten.en} ${SITE_TEXTS.reading.readAsWritten.hi}`,
      onSelect: options.onScript,
    });
  } else if (options.script === 'romanAvailable') {
    actions.push({
      id: 'script',
      icon: <RomanIcon />,
      label: TEXT.roman,
      name: SITE_TEXTS.reading.readInRoman,
      onSelect: options.onScript,
    });
  }
  actions.push(
    {
      id: 'reading',
      icon: <ReadingIcon />,
      label: TEXT.reading,
      name: SITE_TEXTS.reading.settingsLabel,
      expanded: settings.open,
      controls: settings.id,
      onSelect: settings.toggle,
    },
    { id: 'present', icon: <PresentIcon />, label: TEXT.present, onSelect: options.onPresent },
    {
      id: 'star',
      icon: <StarIcon filled={starred} />,
      label: starred ? TEXT.starred : TEXT.star,
      pressed: starred,
      onSelect: options.onStar,
    },
    {
      id: 'list',
      icon: <AddToListIcon />,
      label: TEXT.list,
      name:
        listCount > 0
          ? `${SITE_TEXTS.favourites.addToList.en} (${SITE_TEXTS.favourites.inLists(listCount)})`
          : SITE_TEXTS.favourites.addToList.en,
      opensDialog: true,
      onSelect: options.onAddToList,
    },
    { id: 'share', icon: <ShareIcon />, label: SITE_TEXTS.share.button, onSelect: options.onShare },
    // Few readers need it at a visit: always under More, never taking a slot of the row.
    {
      id: 'correct',
      icon: <CorrectIcon />,
      label: TEXT.correct,
      name: TEXT.suggestCorrection,
      menuOnly: true,
      opensDialog: true,
      onSelect: options.onCorrect,
    },
  );
  return actions;
}

function Hymn({ content, mediaBaseUrl }: { content: Content; mediaBaseUrl: string }) {
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // While the page is hydrated it is the server's: no presentation, and the reader's settings are
  // still the defaults, which must start nothing (the screen kept on for a reader who turned that off).
  const hydrated = useHydrated();
  const presenting = hydrated ? searchParams.get(PRESENT_PARAM) : null;
  const present = (mode: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (mode) next.set(PRESENT_PARAM, mode);
        else {
          next.delete(PRESENT_PARAM);
          next.delete(PRESENT_LIST_PARAM);
          next.delete(PRESENT_ROOM_PARAM);
        }
        return next;
      },
      // Opening is a step the Back button undoes; closing goes back to the page as it was.
      { replace: !mode },
    );
  const secondaryTitleId = useId();
  const { pathname, search, hash } = useLocation();
  const shareUrl = useHref({ pathname, search, hash });
  const title = displayTitle(content.titlePrimary);
  const { imagePath, audioPath, videoPath, secondaryShown: secondaryOnPage, divider: dividerOnPage } = contentBlocks(content);
  const { contentId, subCategory, titleSecondary } = content;

  // The reader's settings, kept on this device; the screen is kept on while the page is open
  // (unless the reader turned that off); the lyrics in the reader's script.
  const [settings, change] = useReadingSettings();
  const canKeepScreenOn = useWakeLockSupported();
  useScreenWakeLock(hydrated && settings.keepScreenOn);
  const { script } = settings;
  // The editors' transliteration, where they show it on the page (the secondary text, in Latin letters).
  const editorsRoman = secondaryOnPage && isInLatinLetters(content.contentSecondary) ? content.contentSecondary : undefined;
  const converter = useScriptConverter(script !== DEFAULT_READING_SCRIPT);
  // Converted once per script, not at each render of the page.
  const shown = useMemo(
    () => hymnInScript({ title, lyrics: content.contentPrimary, editorsRoman }, script, converter),
    [title, content.contentPrimary, editorsRoman, script, converter],
  );
  // The editors' transliteration read as the lyrics above is not shown again below them.
  const secondaryShown = secondaryOnPage && !shown.secondaryUsed;
  const divider = dividerOnPage && !shown.secondaryUsed;

  // The audio goes on playing when the reader moves to another page (the frame shows it), and this
  // page's player takes it back when the reader returns.
  const held = useHeldAudio();
  const carry: AudioCarry = {
    onLeavePlaying: (audio) => holdAudio({ audio, contentId, title }),
    continueFrom: held?.contentId === contentId ? { audio: held.audio, done: releaseAudio } : undefined,
  };

  // Starred and in the reader's lists (kept on this device; none while the page hydrates).
  const [favourites, toggleStar] = useFavourites();
  const kept = { id: contentId, title };
  const inLists = favourites.lists.filter((list) => list.contentIds.includes(contentId));
  const [choosingList, setChoosingList] = useState(false);
  // Suggest a correction: open, with the words the reader had selected (when they had), or not.
  const takeSelectedText = useLastSelectedText();
  // All of it taken as the dialog opens: the hymn it is about stays the same, whatever the page shows next.
  const [correcting, setCorrecting] = useState<Omit<SuggestCorrectionDialogProps, 'onClose'> | null>(null);
  // Presenting one of the reader's set lists.
  const presentedList = presenting ? favourites.lists.find((list) => list.id === searchParams.get(PRESENT_LIST_PARAM)) : undefined;

  // The breadcrumb's two steps (the spec's): the hymn's own title is the heading under it.
  const crumbs: BreadcrumbItem[] = [
    { label: CHROME_LABELS.home.en, to: paths.home },
    ...(subCategory ? [{ label: subCategory.titlePrimary, to: paths.subCategory(subCategory.subCategoryId), lang: 'hi' }] : []),
  ];

  // The bar's Listen plays the recording of the player after the lyrics (its own element, counted
  // as its own Play is); the compact player then shows at the top. The player hands its controls
  // over as the page is hydrated: kept in a transition, or React would render the whole hymn again
  // at once, in the same long task as the hydration's.
  const [audio, setAudio] = useState<AudioControls | null>(null);
  const takeAudioControls = useCallback((controls: AudioControls | null) => startTransition(() => setAudio(controls)), []);
  const [listening, setListening] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const { share, feedback: shareFeedback } = useShare({ title, url: shareUrl });
  const actions = hymnActions({
    listen: audioPath ? { playing: listening, toggle: () => audio?.togglePlay() } : undefined,
    script: script !== DEFAULT_READING_SCRIPT ? 'other' : editorsRoman ? 'romanAvailable' : 'asWrittenOnly',
    onScript: () => change({ script: script !== DEFAULT_READING_SCRIPT ? DEFAULT_READING_SCRIPT : 'roman' }),
    settings: { open: settingsOpen, id: settingsId, toggle: () => setSettingsOpen(!settingsOpen) },
    onPresent: () => present(PRESENT_LEAD),
    starred: isStarred(favourites, contentId),
    onStar: () => toggleStar(kept),
    listCount: inLists.length,
    onAddToList: () => setChoosingList(true),
    onShare: share,
    onCorrect: () =>
      setCorrecting({
        contentId,
        revision: content.revision,
        title: shown.title,
        titleLang: shown.titleLang,
        hymn: { ...content, secondaryOnPage },
        selected: takeSelectedText(),
        // The lines as the reader reads them: the lyrics in their script, or the editors' Roman standing in for them.
        shown: { [shown.secondaryUsed ? 'contentSecondary' : 'contentPrimary']: shown.lyrics },
      }),
  });

  return (
    <Page>
      <Breadcrumb items={crumbs} />
      <article aria-labelledby={titleId}>
        <Header>
          <Title id={titleId} lang={shown.titleLang}>
            {/* The floating Feedback button never covers the title's words, as it never covers the lyrics. */}
            <span ref={keepClearOfFeedback}>{shown.title}</span>
          </Title>
          {imagePath ? <ContentImage src={mediaUrl(imagePath, mediaBaseUrl)} title={title} /> : null}
          <ActionBar label={TEXT.bar} moreLabel={TEXT.more} actions={actions} onPanelEscape={() => setSettingsOpen(false)}>
            {shareFeedback}
            <SettingsPanel id={settingsId} hidden={!settingsOpen}>
              {settingsOpen ? (
                <Suspense fallback={<PanelLoading>{MESSAGES.loading}</PanelLoading>}>
                  <ReadingControls
                    textSizeStep={settings.textSizeStep}
                    colorTheme={settings.theme}
                    onTextSizeStepChange={(textSizeStep) => change({ textSizeStep })}
                    onColorThemeChange={(theme) => change({ theme })}
                    keepScreenOn={canKeepScreenOn ? settings.keepScreenOn : undefined}
                    onKeepScreenOnChange={(keepScreenOn) => change({ keepScreenOn })}
                    script={script}
                    onScriptChange={(chosen) => change({ script: chosen })}
                  />
                </Suspense>
              ) : null}
            </SettingsPanel>
          </ActionBar>
        </Header>
        {/* elementtiming: when the lyrics are painted is measured (npm run bench:first-paint). */}
        <Lyrics
          keepClear
          lang={shown.lang}
          text={shown.lyrics}
          under={shown.under}
          underLang={SCRIPT_NAMES.roman.lang}
          timing={LYRICS_ELEMENT_TIMING}
        />
        {audioPath ? (
          <Media>
            {/* Keyed by hymn: another hymn is another page view, with its own play count. */}
            <AudioPlayer
              key={contentId}
              src={mediaUrl(audioPath, mediaBaseUrl)}
              title={title}
              controls={takeAudioControls}
              onPlayingChange={setListening}
              onPlayCounted={() => {
                void recordAudioPlay(contentId);
                // The frame's compact player, in case the reader moves on while it plays.
                audioMayBeHeld();
              }}
              carry={carry}
            />
            <KeepAudioOffline key={`offline-${contentId}`} src={mediaUrl(audioPath, mediaBaseUrl)} />
          </Media>
        ) : null}
        {videoPath ? (
          <Media>
            <VideoPlayer key={contentId} videoPath={videoPath} mediaBaseUrl={mediaBaseUrl} title={title} />
          </Media>
        ) : null}
        {divider ? <Divider /> : null}
        {secondaryShown ? (
          <Secondary aria-labelledby={titleSecondary?.trim() ? secondaryTitleId : undefined}>
            {titleSecondary?.trim() ? <h2 id={secondaryTitleId}>{titleSecondary}</h2> : null}
            <Lyrics keepClear text={content.contentSecondary ?? ''} />
          </Secondary>
        ) : null}
      </article>
      {choosingList ? (
        <Suspense fallback={null}>
          <AddToListDialog hymn={kept} onClose={() => setChoosingList(false)} />
        </Suspense>
      ) : null}
      {correcting ? (
        <Suspense fallback={null}>
          <SuggestCorrectionDialog {...correcting} onClose={() => setCorrecting(null)} />
        </Suspense>
      ) : null}
      {presenting ? (
        <Suspense fallback={null}>
          <PresentationMode
            // Another hymn (a list's next one) starts from its first stanza.
            key={contentId}
            contentId={contentId}
            title={shown.title}
            titleLang={shown.titleLang}
            lang={shown.lang}
            lyrics={shown.lyrics}
            follower={presenting === PRESENT_FOLLOW}
            onClose={() => present(null)}
            list={presentedList}
            titles={favourites.titles}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

/**
 * `/content/{id}` (optional `?sid=`): one hymn (the spec's screens and routes). Once its content has loaded, one
 * content view is recorded for the page view, saying so when a click on a search result led to it
 * (see viewSource.ts); the first audio play is counted by the player.
 */
export function ContentScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const sid = searchParams.get(SID_PARAM);
  const location = useLocation();
  const { siteName, mediaBaseUrl } = useAppConfig();
  const query = useContent(id, sid);
  const { data, error, status, refetch, isFetching } = query;
  // No connection and no saved copy: said as such, instead of the error text.
  const notSaved = useNotSavedOffline(query);
  // Not a hymn's address at all ('/content/abc'): nothing is asked for.
  const missing = data === undefined && (!isIdText(id) || isMissing(error));

  useDocumentTitle(
    data
      ? pageTitle.content(displayTitle(data.titlePrimary), data.titleSecondary, siteName)
      : pageTitle.withSite(
          missing
            ? SITE_TEXTS.missing.contentTitle
            : notSaved
              ? SITE_TEXTS.offline.notSavedTitle
              : status === 'error'
                ? MESSAGES.contentError
                : MESSAGES.loading,
          siteName,
        ),
  );

  // One view per page view: not again on a refetch, nor on React's second effect run in
  // StrictMode; another hymn shown by this same screen is a new view. Sent when the page is idle
  // (the reader's first screen and taps come first), or at once when the view ends before that.
  const viewRecordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!data || viewRecordedFor.current === id) return;
    viewRecordedFor.current = id;
    const { contentId } = data;
    const source = takeContentViewSource(location);
    return whenIdle(() => void recordContentView(contentId, source));
  }, [data, id, location]);

  // A failed background refetch keeps `data`: the hymn stays on screen.
  if (data) return <Hymn content={data} mediaBaseUrl={mediaBaseUrl} />;
  // Missing: unknown, hidden or not a hymn's address at all (the server answered 404).
  return (
    <WithoutData
      status={status}
      errorMessage={MESSAGES.contentError}
      notSaved={notSaved}
      missing={missing}
      missingText={SITE_TEXTS.missing.content}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );
}
