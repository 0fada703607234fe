/**
 * Satsang presentation mode for a hymn (a chunk of its own, loaded when a reader presses Present):
 * the Presentation component over the whole screen, full screen where the browser allows it (where
 * it does not, as in iPhone Safari, the same view fills the window), the screen kept on, and a
 * second window (a TV or projector on the same device) that follows: both talk over a
 * BroadcastChannel, the second asking for the current stanza when it opens.
 */
import { PRESENTATION_TEXTS } from '../../model/presentationTexts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useScreenWakeLock } from '../../device/useScreenWakeLock';
import { langOf } from '../../components/LangText';
import { Presentation } from '../../components/Presentation';
import { stanzasOf } from '../../components/VerseText';
import { PRESENTATION_CHANNEL, PRESENT_PARAM, PRESENT_FOLLOW } from '../../model/reading';

import { paths } from '../../model/paths';

/** What the windows say to each other. */
type PresentationMessage = { kind: 'stanza'; contentId: number; index: number } | { kind: 'hello'; contentId: number };

export interface PresentationModeProps {
  contentId: number;
  title: string;
  titleLang: string;
  lang: string;
  lyrics: string;
  /** This window is the second screen: it follows the one presenting. */
  follower: boolean;
  onClose: () => void;
  /** Presenting a set list: its next hymn (its title as kept; '' when unknown), and going there. */
  nextHymn?: { contentId: number; title: string };
  onNextHymn?: () => void;
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(PRESENTATION_CHANNEL) : undefined;
}

/** The address of a hymn's second screen. */
const followerAddress = (contentId: number) => `${paths.content(contentId)}?${PRESENT_PARAM}=${PRESENT_FOLLOW}`;

export default function PresentationMode({
  contentId,
  title,
  titleLang,
  lang,
  lyrics,
  follower,
  onClose,
  nextHymn,
  onNextHymn,
}: PresentationModeProps) {
  const stanzas = useMemo(() => stanzasOf(lyrics), [lyrics]);
  const [index, setIndex] = useState(0);
  // The stanza shown, for the channel's handler (which is set up once).
  const indexRef = useRef(index);
  const channelRef = useRef<BroadcastChannel | undefined>(undefined);
  useScreenWakeLock(true);

  // Full screen for the one presenting (asked for in the tap that opened it; refused quietly where not allowed).
  useEffect(() => {
    if (follower) return undefined;
    const root = document.documentElement;
    if (typeof root.requestFullscreen === 'function' && !document.fullscreenElement) {
      root.requestFullscreen().catch(() => undefined);
    }
    return () => {
      // Moving on to a list's next hymn, still presenting: the screen stays full (a new request,
      // outside the reader's tap, would be refused).
      if (new URLSearchParams(window.location.search).has(PRESENT_PARAM)) return;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [follower]);

  // The two windows: the leader says each stanza (and answers a follower's hello); a follower shows it.
  useEffect(() => {
    const link = channel();
    channelRef.current = link;
    if (!link) return undefined;
    link.onmessage = (event: MessageEvent<PresentationMessage>) => {
      const message = event.data;
      if (follower && message.kind === 'stanza') {
        if (message.contentId !== contentId) {
          // The leader moved to another hymn: this screen follows it there.
          window.location.assign(followerAddress(message.contentId));
          return;
        }
        indexRef.current = message.index;
        setIndex(message.index);
      } else if (!follower && message.kind === 'hello') {
        link.postMessage({ kind: 'stanza', contentId, index: indexRef.current } satisfies PresentationMessage);
      }
    };
    // A follower asks where the leader is; a leader says where it is (a follower already open
    // follows it to this hymn: a list's next one).
    if (follower) link.postMessage({ kind: 'hello', contentId } satisfies PresentationMessage);
    else link.postMessage({ kind: 'stanza', contentId, index: indexRef.current } satisfies PresentationMessage);
    return () => {
      link.close();
      channelRef.current = undefined;
    };
  }, [contentId, follower]);

  const step = (to: number) => {
    indexRef.current = to;
    setIndex(to);
    channelRef.current?.postMessage({ kind: 'stanza', contentId, index: to } satisfies PresentationMessage);
  };

  return (
    <Presentation
      title={title}
      titleLang={titleLang}
      lang={lang}
      stanzas={stanzas}
      index={index}
      follower={follower}
      onStep={step}
      onClose={follower ? undefined : onClose}
      nextHymn={nextHymn && { title: nextHymn.title || PRESENTATION_TEXTS.nextHymn, lang: langOf(nextHymn.title) }}
      onNextHymn={onNextHymn}
      onOpenSecondScreen={
        follower || typeof BroadcastChannel !== 'function'
          ? undefined
          : () => window.open(followerAddress(contentId), PRESENTATION_CHANNEL, 'popup')
      }
    />
  );
}
