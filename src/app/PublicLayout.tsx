import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { FeedbackButton } from '../components/FeedbackButton';
import { Footer } from '../components/Footer';
import { OfflineNotice } from '../components/OfflineNotice';
import { UpdateBanner } from '../components/UpdateBanner';
import { matchRoute, paths } from '../model/paths';
import { useAppUpdate } from '../pwa/appUpdate';
import { useOnlineStatus } from '../pwa/useOnlineStatus';
import { useAppConfig } from '../device/AppConfigContext';
import { FramePage, MAIN_CONTENT_ID, SkipLink, useFocusContentOnNavigation, type Navigation } from './frame';
import { NavBarContainer } from './NavBarContainer';
import { onAudioMayBeHeld, releaseAudio, useHeldAudio, type HeldAudio } from '../device/heldAudio';
import { useScrollRestoration } from './scrollRestoration';

const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  /* On a phone the page's words start close under the navigation bar: the first screen is theirs. */
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  }

  /* Enlarged text on a narrow phone: the words need the room more than the margins do. */
  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

/** The compact player (NowPlaying.tsx): a chunk of its own, fetched as a hymn's audio first plays. */
const loadNowPlaying = () => import('./NowPlaying');
const NowPlayingChunk = lazy<ComponentType<HeldAudio>>(() => loadNowPlaying().catch(() => ({ default: () => null })));

/**
 * The compact player for a hymn's audio that went on playing when the reader left its page (none
 * otherwise). Leaving the public pages (for the admin area) stops it: nothing there would show it.
 */
function NowPlaying() {
  const held = useHeldAudio();
  useEffect(() => releaseAudio, []);
  // A hymn page whose audio starts playing has the player's chunk fetched (audioMayBeHeld), in case
  // the reader moves on while it plays.
  useEffect(() => onAudioMayBeHeld(() => void loadNowPlaying().catch(() => undefined)), []);
  return held ? (
    <Suspense fallback={null}>
      <NowPlayingChunk key={held.contentId} {...held} />
    </Suspense>
  ) : null;
}

/**
 * On the public pages focus goes to the content after every navigation (the link followed may be
 * gone or folded away: a card, a 'Bhajans' entry, the small-screen menu), except:
 * a new search from the search page's own box leaves focus in the box (the reader stays on the page);
 * the feedback overlay (/feedback) moves the focus itself: into its dialog when it opens, back to
 * what opened it when it closes (the floating button or a Feedback link; the content when that
 * is gone); and a modal dialog (a native one, or presentation mode's stage) covers the page, so
 * what it writes into the address (the satsang's code, a list's next hymn) leaves the focus in it:
 * the content behind would take it from the Sing together panel as the room opened.
 */
export function keepFocusOnPublicPages({ previous, pathname, active }: Navigation) {
  if (!(active instanceof HTMLElement)) return false;
  if (previous.pathname === pathname && active.closest('[role="search"]')) return true;
  if (active.closest('dialog[open], [role="dialog"][aria-modal="true"]')) return true;
  return previous.pathname === paths.feedback && active !== document.body;
}

/**
 * The public pages' frame: skip link, navigation bar, the offline notice and the new-version banner
 * (each shown only when it has something to say, in the flow, covering nothing), the page, footer,
 * and the floating Feedback button (out of sight on /feedback itself). Renders the matched route
 * (or `children`, for stories and tests that show one screen in its frame).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { siteName, supportEmail, androidAppUrl } = useAppConfig();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusContentOnNavigation(mainRef, keepFocusOnPublicPages);
  useScrollRestoration();
  const online = useOnlineStatus();
  const update = useAppUpdate();
  return (
    <FramePage>
      <SkipLink />
      <NavBarContainer />
      <OfflineNotice offline={!online} />
      <UpdateBanner ready={update.ready} reloading={update.reloading} siteName={siteName} onReload={update.reload} />
      <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer siteName={siteName} supportEmail={supportEmail} androidAppUrl={androidAppUrl} />
      {/* Not over a satsang's words either: a follower's screen is the room's. */}
      <FeedbackButton hidden={pathname === paths.feedback || matchRoute(pathname) === 'together'} />
      <NowPlaying />
    </FramePage>
  );
}
