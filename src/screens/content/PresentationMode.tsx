/**
 * Satsang presentation mode for a hymn (a chunk of its own, loaded when a reader presses Present):
 * the Presentation component over the whole screen, full screen where the browser allows it (where
 * it does not, as in iPhone Safari, the same view fills the window), the screen kept on, and a
 * second window (a TV or projector on the same device) that follows: both talk over a
 * BroadcastChannel, the second asking for the current stanza when it opens.
 */
import { PRESENTATION_TEXTS } from '../../model/presentationTexts';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useScreenWakeLock } from '../../device/useScreenWakeLock';
import { useLeadFor } from '../../device/togetherLead';
import { langOf } from '../../components/LangText';
import { Presentation } from '../../components/Presentation';
import { stanzasOf } from '../../components/VerseText';
import { PRESENTATION_CHANNEL, PRESENT_PARAM, PRESENT_FOLLOW, PRESENT_ROOM_PARAM } from '../../model/reading';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { paths } from '../../model/paths';
import { useLeadRoom } from './useLeadRoom';

/** The Sing together panel, with its QR code: a chunk of its own, loaded when a leader opens a room. */
const TogetherPanel = lazy(() => import('../../components/TogetherPanel').then((chunk) => ({ default: chunk.TogetherPanel })));

/** What the windows say to each other (the leader's room, when it leads one: its code, and a blank screen). */
type PresentationMessage =
  { kind: 'stanza'; contentId: number; index: number; room?: string | undefined; blank?: boolean } | { kind: 'hello'; contentId: number };

export interface PresentationModeProps {
  contentId: number;
  title: string;
  titleLang: string;
  lang: string;
  lyrics: string;
  /** This window is the second screen: it follows the one presenting. */
  follower: boolean;
  onClose: () => void;
  /** Presenting one of the reader's set lists: its id and hymns; the titles the reader's device keeps. */
  list?: { id: string; contentIds: number[] } | undefined;
  titles?: Record<number, string>;
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
  list,
  titles = {},
}: PresentationModeProps) {
  const stanzas = useMemo(() => stanzasOf(lyrics), [lyrics]);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The Sing together room this device leads here (never the second screen's).
  const lead = useLeadFor(
    follower ? undefined : searchParams.get(PRESENT_ROOM_PARAM),
    follower ? -1 : (list?.contentIds ?? [contentId]),
    contentId,
  );
  // The hymns presented: the room's, the list's, or this one; and the one after this.
  const hymns = lead?.hymns ?? list?.contentIds ?? [contentId];
  const place = hymns.indexOf(contentId);
  const position = Math.max(place, 0);
  const nextId = place >= 0 ? hymns[place + 1] : undefined;
  // A leader whose page reloaded goes on where the room was.
  const resumed = lead?.at?.position === position ? lead.at : undefined;
  const [index, setIndex] = useState(resumed?.stanza ?? 0);
  // Blank until the leader's next move (the followers are told their words return then).
  const [blank, setBlank] = useState(resumed?.blank ?? false);
  // The second screen's room code and blank, from the leader's window.
  const [shownRoom, setShownRoom] = useState<{ code?: string | undefined; blank: boolean }>({ blank: false });
  // The stanza shown, for the channel's handler (which is set up once).
  const indexRef = useRef(index);
  const roomRef = useRef({ code: lead?.code, blank });
  useLayoutEffect(() => {
    roomRef.current = { code: lead?.code, blank };
  });
  const channelRef = useRef<BroadcastChannel | undefined>(undefined);
  useScreenWakeLock(true);

  const withRoom = (code: string | undefined) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (code) next.set(PRESENT_ROOM_PARAM, code);
        else next.delete(PRESENT_ROOM_PARAM);
        return next;
      },
      { replace: true },
    );
  const [panelShown, setPanelShown] = useState(false);
  const room = useLeadRoom({
    lead,
    hymns,
    position,
    stanza: index,
    blank,
    onOpened: withRoom,
    // Handed over or ended: the panel says so.
    onGone: () => {
      withRoom(undefined);
      setBlank(false);
      setPanelShown(true);
    },
  });
  const panelId = useId();

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

  const say = (link: BroadcastChannel | undefined, index: number) =>
    link?.postMessage({
      kind: 'stanza',
      contentId,
      index,
      room: roomRef.current.code,
      blank: roomRef.current.blank,
    } satisfies PresentationMessage);

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
        setShownRoom({ code: message.room, blank: Boolean(message.blank) });
      } else if (!follower && message.kind === 'hello') {
        say(link, indexRef.current);
      }
    };
    // A follower asks where the leader is; a leader says where it is (a follower already open
    // follows it to this hymn: a list's next one).
    if (follower) link.postMessage({ kind: 'hello', contentId } satisfies PresentationMessage);
    else say(link, indexRef.current);
    return () => {
      link.close();
      channelRef.current = undefined;
    };
    // say reads the refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contentId, follower]);

  // The second screen shows the room's code, and blanks with the followers.
  useEffect(() => {
    if (!follower) say(channelRef.current, indexRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lead?.code, blank, follower]);

  const step = (to: number) => {
    indexRef.current = to;
    setIndex(to);
    setBlank(false);
    say(channelRef.current, to);
  };

  const [copied, setCopied] = useState(false);
  // Hidden: the focus goes back to the bar's button that shows it (the panel and its buttons are gone).
  const hidePanel = () => {
    setPanelShown(false);
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId)}"]`)?.focus();
  };
  const leading = room.status !== 'idle';
  const link = lead ? new URL(paths.together(lead.code), window.location.origin).href : undefined;
  const copyLink =
    link && typeof navigator.clipboard?.writeText === 'function'
      ? () =>
          void navigator.clipboard.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          )
      : undefined;

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
      nextHymn={
        nextId === undefined ? undefined : { title: titles[nextId] || PRESENTATION_TEXTS.nextHymn, lang: langOf(titles[nextId] ?? '') }
      }
      onNextHymn={nextId === undefined ? undefined : () => navigate(paths.presenting(nextId, { listId: list?.id, room: lead?.code }))}
      onOpenSecondScreen={
        follower || typeof BroadcastChannel !== 'function'
          ? undefined
          : () => window.open(followerAddress(contentId), PRESENTATION_CHANNEL, 'popup')
      }
      blank={follower ? shownRoom.blank : blank}
      joinHint={shownRoom.code ? TOGETHER_UI_TEXTS.tvJoin(shownRoom.code) : undefined}
      together={
        follower
          ? undefined
          : {
              label:
                lead && room.status === 'open' ? (
                  TOGETHER_UI_TEXTS.showPanel(lead.code)
                ) : (
                  <>
                    {TOGETHER_UI_TEXTS.singTogether.en} · <span lang="hi">{TOGETHER_UI_TEXTS.singTogether.hi}</span>
                  </>
                ),
              expanded: panelShown,
              panelId,
              onPress: () => {
                const opening = room.status === 'idle' || room.status === 'ended' || room.status === 'handedOver';
                if (opening) room.open();
                setPanelShown(opening || !panelShown);
              },
            }
      }
      togetherPanel={
        panelShown && leading ? (
          <Suspense fallback={null}>
            <TogetherPanel
              id={panelId}
              status={room.status === 'idle' ? 'opening' : room.status}
              code={lead?.code}
              link={link}
              joinAddress={`${window.location.host}${paths.joinSatsang}`}
              followers={room.followers}
              blank={blank}
              onBlankChange={setBlank}
              pin={room.pin}
              onHandOver={room.handOver}
              moveNotSent={room.moveNotSent}
              onEnd={room.end}
              onRetry={room.open}
              onCopyLink={copyLink}
              linkCopied={copied}
              failure={room.failure}
              endFailed={room.endFailed}
              onHide={hidePanel}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
