import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { contentQueryOptions } from '../../api/content';
import { takeTogetherLead, togetherRefusal, useTogetherRoom } from '../../api/together';
import { FollowView, type FollowPlace } from '../../components/FollowView';
import { ShortCodeForm } from '../../components/ShortCodeForm';
import { StatusMessage } from '../../components/StatusMessage';
import { stanzasOf } from '../../components/VerseText';
import { useAppConfig } from '../../device/AppConfigContext';
import { useReadingSettings } from '../../device/readingSettings';
import { keepLead } from '../../device/togetherLead';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { useHydrated } from '../../device/useHydrated';
import { useScreenWakeLock } from '../../device/useScreenWakeLock';
import type { Content } from '../../model/entities';
import { MESSAGES, pageTitle } from '../../model/messages';
import { paths } from '../../model/paths';
import { DEFAULT_READING_SCRIPT, SCRIPT_NAMES } from '../../model/reading';
import { displayTitle } from '../../model/title';
import {
  isTogetherCode,
  isTogetherPin,
  normaliseTogetherCode,
  TOGETHER_PIN_LENGTH,
  TOGETHER_TEXTS,
  type TogetherState,
} from '../../model/togetherRoom';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { contentBlocks } from '../content/contentBlocks';
import { hymnInScript, isInLatinLetters } from '../content/hymnInScript';
import { useScriptConverter, type ScriptConverter } from '../shared/scriptConversion';
import { JoinSatsangForm } from './JoinSatsangScreen';

const TEXT = TOGETHER_UI_TEXTS;

/** How soon a hymn of the room that did not arrive is asked for again. */
const HYMN_RETRY_MS = 10_000;

/** The reader's script and size controls, loaded when opened (as on the hymn page). */
const ReadingControls = lazy(() => import('../../components/ReadingControls').then((chunk) => ({ default: chunk.ReadingControls })));

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A hymn as this reader reads it: in their script, its stanzas (and learners' Roman lines). */
function readable(content: Content, script: ReturnType<typeof useReadingSettings>[0]['script'], converter: ScriptConverter | undefined) {
  // The room counts stanzas in the lyrics: the editors' Roman stands in for them only when its
  // stanzas are the lyrics' (else a reader in Roman would be a stanza off; the generated Roman is not).
  const secondary = contentBlocks(content).secondaryShown && isInLatinLetters(content.contentSecondary) ? content.contentSecondary : '';
  const aligned = secondary !== '' && stanzasOf(secondary).length === stanzasOf(content.contentPrimary).length;
  const editorsRoman = aligned ? secondary : undefined;
  const shown = hymnInScript(
    { title: displayTitle(content.titlePrimary), lyrics: content.contentPrimary, editorsRoman },
    script,
    converter,
  );
  return {
    title: shown.title,
    titleLang: shown.titleLang,
    lang: shown.lang,
    stanzas: stanzasOf(shown.lyrics),
    under: shown.under === undefined ? undefined : stanzasOf(shown.under),
    underLang: SCRIPT_NAMES.roman.lang,
  };
}

/** Another phone takes the lead with the leader's PIN: it then presents, leading the room. */
function TakeLead({ state }: { state: TogetherState }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <ShortCodeForm
      label={TEXT.pinLabel}
      button={TEXT.takeLeadButton}
      digits
      maxLength={TOGETHER_PIN_LENGTH}
      isValid={isTogetherPin}
      invalid={TOGETHER_TEXTS.wrongPin}
      error={error}
      busy={busy}
      onSubmit={(pin) => {
        setBusy(true);
        takeTogetherLead(state.code, pin).then(
          ({ state: room, leaderSecret }) => {
            keepLead({
              code: room.code,
              secret: leaderSecret,
              hymns: room.hymns,
              expiresAt: room.expiresAt,
              at: { position: room.position, stanza: room.stanza, blank: room.blank },
            });
            const contentId = room.hymns[room.position] ?? room.hymns[0] ?? 0;
            navigate(paths.presenting(contentId, { room: room.code }));
          },
          (failure: unknown) => {
            setBusy(false);
            setError(togetherRefusal(failure));
          },
        );
      }}
    />
  );
}

/** The place `step` stanzas on from `place` (across the list's hymns, whose stanza counts are known or taken as 1). */
function stepped(place: FollowPlace, step: -1 | 1, stanzaCount: (position: number) => number, hymnCount: number): FollowPlace {
  if (step === 1) {
    if (place.stanza + 1 < stanzaCount(place.position)) return { ...place, stanza: place.stanza + 1 };
    return place.position + 1 < hymnCount ? { position: place.position + 1, stanza: 0 } : place;
  }
  if (place.stanza > 0) return { ...place, stanza: place.stanza - 1 };
  return place.position > 0 ? { position: place.position - 1, stanza: Math.max(stanzaCount(place.position - 1) - 1, 0) } : place;
}

/**
 * `/together/{code}`: following a Sing together room. The room's hymns are fetched once, as the
 * room is joined (then only the leader's moves travel); each is shown in the reader's own script,
 * size and colours at the leader's hymn and stanza; the screen is kept on while following.
 */
export function FollowScreen() {
  const { code: typed = '' } = useParams();
  const code = normaliseTogetherCode(typed);
  // Another code (joined from an ended or refused room's box) is another room: nothing carried over.
  return <FollowRoom key={code} code={code} />;
}

function FollowRoom({ code }: { code: string }) {
  const possible = isTogetherCode(code);
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXT.pageTitle(code), siteName));
  const hydrated = useHydrated();
  const room = useTogetherRoom(hydrated && possible ? code : undefined);
  const state = room.state;
  const ended = state?.ended ?? false;
  // The screen stays on while following (whatever the hymn page's setting: a satsang needs it).
  const following = hydrated && possible && room.connection !== 'refused' && !ended;
  useScreenWakeLock(following);

  const [settings, change] = useReadingSettings();
  const converter = useScriptConverter(settings.script !== DEFAULT_READING_SCRIPT);
  // The whole list at once: a weak network then carries only the moves.
  const hymns = useQueries({
    queries: (state?.hymns ?? []).map((contentId) => ({
      ...contentQueryOptions(contentId),
      // A hymn that did not arrive is asked for again (the page says it will).
      refetchInterval: (query: { state: { status: string } }) => (query.state.status === 'error' ? HYMN_RETRY_MS : false),
    })),
    combine: (results) => ({ contents: results.map((result) => result.data), failed: results.map((result) => result.status === 'error') }),
  });
  const [own, setOwn] = useState<FollowPlace | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [takingLead, setTakingLead] = useState(false);
  const settingsId = useId();
  const leadId = useId();

  const { script } = settings;
  const { contents } = hymns;
  // Converted once per script, not at each move.
  const shownHymns = useMemo(
    () => contents.map((content) => (content ? readable(content, script, converter) : undefined)),
    [contents, script, converter],
  );

  if (!possible || room.connection === 'refused') {
    return (
      <Page>
        <StatusMessage tone="error">{possible ? room.refusal : TOGETHER_TEXTS.noSuchRoom}</StatusMessage>
        <JoinSatsangForm />
      </Page>
    );
  }
  if (!state) {
    return (
      <Page>
        <StatusMessage>{TEXT.joining}</StatusMessage>
      </Page>
    );
  }
  if (ended) {
    const last = state.hymns[state.position];
    return (
      <Page>
        <StatusMessage>{TEXT.roomEnded}</StatusMessage>
        {last === undefined ? null : (
          <p>
            <Link to={paths.content(last)}>{TEXT.openHymn}</Link>
          </p>
        )}
        <h2>{TEXT.joinAnother}</h2>
        <JoinSatsangForm />
      </Page>
    );
  }

  const leader: FollowPlace = { position: state.position, stanza: state.stanza };
  // Looking on one's own where the leader has now come: following again (the next move is followed).
  if (own && own.position === leader.position && own.stanza === leader.stanza) setOwn(null);
  const shown = own ?? leader;
  const hymn = shownHymns[shown.position];
  const stanzaCount = (position: number) => shownHymns[position]?.stanzas.length ?? 1;
  const nextLine = hymn?.stanzas[shown.stanza + 1]?.[0];
  const nextHymn = shownHymns[shown.position + 1];
  const peek = nextLine
    ? ({ kind: 'line', text: nextLine, lang: hymn.lang } as const)
    : nextHymn
      ? ({ kind: 'hymn', text: nextHymn.title, lang: nextHymn.titleLang } as const)
      : shown.position + 1 < state.hymns.length
        ? ({ kind: 'hymn', text: TEXT.nextHymn, lang: 'en' } as const)
        : ({ kind: 'end' } as const);

  return (
    <FollowView
      code={state.code}
      connection={room.connection === 'reconnecting' ? 'reconnecting' : 'following'}
      hymnCount={state.hymns.length}
      shown={shown}
      leader={leader}
      hymn={hymn}
      hymnFailed={hymns.failed[shown.position] ?? false}
      peek={peek}
      blank={state.blank}
      onLook={(step) => {
        const next = stepped(shown, step, stanzaCount, state.hymns.length);
        setOwn(next.position === leader.position && next.stanza === leader.stanza ? null : next);
      }}
      onBackToLeader={() => setOwn(null)}
    >
      <Tools>
        <ToolButton type="button" aria-expanded={settingsOpen} aria-controls={settingsId} onClick={() => setSettingsOpen(!settingsOpen)}>
          {TEXT.readingSettings}
        </ToolButton>
        <ToolButton type="button" aria-expanded={takingLead} aria-controls={leadId} onClick={() => setTakingLead(!takingLead)}>
          {TEXT.takeLead}
        </ToolButton>
      </Tools>
      <Panel id={settingsId} hidden={!settingsOpen}>
        {settingsOpen ? (
          <Suspense fallback={<p>{MESSAGES.loading}</p>}>
            <ReadingControls
              textSizeStep={settings.textSizeStep}
              colorTheme={settings.theme}
              onTextSizeStepChange={(textSizeStep) => change({ textSizeStep })}
              onColorThemeChange={(theme) => change({ theme })}
              script={script}
              onScriptChange={(chosen) => change({ script: chosen })}
            />
          </Suspense>
        ) : null}
      </Panel>
      <Panel id={leadId} hidden={!takingLead}>
        {takingLead ? <TakeLead state={state} /> : null}
      </Panel>
    </FollowView>
  );
}
