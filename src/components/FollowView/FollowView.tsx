import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { READING_SCALE } from '../../theme/reading';
import { VerseWords } from '../VerseText';

const TEXT = TOGETHER_UI_TEXTS;

/** The hymn shown, in the reader's script: its title and stanzas (each its lines; learners' Roman lines under them). */
export interface FollowedHymn {
  title: string;
  titleLang: string;
  lang: string;
  stanzas: readonly (readonly string[])[];
  under?: readonly (readonly string[])[] | undefined;
  underLang?: string;
}

/** A place in the room: which hymn of its list (from 0) and which stanza (from 0). */
export interface FollowPlace {
  position: number;
  stanza: number;
}

export interface FollowViewProps {
  code: string;
  /** The stream: following, or reconnecting (the last place stays on screen meanwhile). */
  connection: 'following' | 'reconnecting';
  /** The room's hymns, how many; the place shown (the leader's, or the reader's own look); the leader's. */
  hymnCount: number;
  shown: FollowPlace;
  leader: FollowPlace;
  /** The shown hymn (undefined while it loads, or when it failed: `hymnFailed`). */
  hymn: FollowedHymn | undefined;
  hymnFailed?: boolean;
  /** What comes after the shown stanza: the next stanza's first line, else the next hymn's title, else the end. */
  peek: { kind: 'line'; text: string; lang: string } | { kind: 'hymn'; text: string; lang: string } | { kind: 'end' };
  /** The leader blanked the screens. */
  blank: boolean;
  /** Look on one's own (a stanza back or ahead); back to the leader's place. */
  onLook: (step: -1 | 1) => void;
  onBackToLeader: () => void;
  /** The reader's settings and the way to take the lead, under the words. */
  children?: ReactNode;
  className?: string;
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  /* Room for the 'Back to the leader' bar kept at the bottom of the screen. */
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Connection = styled.p<{ $dropped: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $dropped }) => ($dropped ? theme.colors.errorSurface : theme.colors.accentSoft)};
  color: ${({ theme, $dropped }) => ($dropped ? theme.colors.error : theme.colors.text)};
  font-weight: 600;

  &::before {
    content: '● ';
  }
`;

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The stanza, larger than a page's text (read from a phone held at arm's length while singing),
 * times the reader's own text size.
 */
const Stanza = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-size: calc(1.5rem * ${READING_SCALE});
  line-height: 1.6;
  /* Brought into view with the line above it (where in the satsang it is). */
  scroll-margin-top: 4rem;
  overflow-wrap: anywhere;

  p {
    margin: 0 0 0.15em;
  }
`;

const Under = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75em;
`;

const Quiet = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Peek = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Button = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }
`;

/** Kept at the bottom of the screen while the reader looks on their own, so the way back is always in reach. */
const Away = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;

const BackButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.onPrimary};
`;

function StanzaLines({ lines, under, underLang }: { lines: readonly string[]; under?: readonly string[] | undefined; underLang?: string }) {
  return lines.map((line, l) => (
    <p key={l}>
      <VerseWords line={line} />
      {under?.[l] ? <Under lang={underLang}>{under[l]}</Under> : null}
    </p>
  ));
}

/**
 * A follower's view of a Sing together room: the hymn and stanza the leader is at, in the reader's
 * own script and size, the next line peeked at, and whether the phone is following or
 * reconnecting. The reader may look back or ahead on their own; a bar at the bottom then says where
 * the leader is and brings them back. Presentational: the room and the hymns are the screen's.
 */
export function FollowView({
  code,
  connection,
  hymnCount,
  shown,
  leader,
  hymn,
  hymnFailed = false,
  peek,
  blank,
  onLook,
  onBackToLeader,
  children,
  className,
}: FollowViewProps) {
  const own = shown.position !== leader.position || shown.stanza !== leader.stanza;
  // Another stanza (the leader's move, or the reader's own look): its first line is brought into
  // view when it is not there (a reader who scrolled down a long stanza, or pressed Ahead below it).
  const stanzaRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(shown);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = shown;
    if (before.position === shown.position && before.stanza === shown.stanza) return;
    const top = stanzaRef.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight / 2)) stanzaRef.current?.scrollIntoView({ block: 'start' });
  });
  const stanzaCount = hymn?.stanzas.length ?? 0;
  const atFirst = shown.position === 0 && shown.stanza === 0;
  const atLast = shown.position >= hymnCount - 1 && shown.stanza >= stanzaCount - 1;
  return (
    <Page className={className}>
      <Bar>
        <span>
          {TEXT.singTogether.en} · <span lang="hi">{TEXT.singTogether.hi}</span> · {TEXT.pageTitle(code)}
        </span>
        <div role="status">
          <Connection $dropped={connection === 'reconnecting'}>
            {connection === 'reconnecting' ? TEXT.reconnecting : TEXT.following}
          </Connection>
        </div>
      </Bar>
      {connection === 'reconnecting' ? <Place>{TEXT.reconnectingDetail}</Place> : null}
      {hymn ? (
        <>
          <Title lang={hymn.titleLang}>{hymn.title}</Title>
          <Place>
            {hymnCount > 1 ? `${TEXT.hymnOf(shown.position + 1, hymnCount)} · ` : ''}
            {TEXT.stanzaOf(Math.min(shown.stanza, stanzaCount - 1) + 1, stanzaCount)}
          </Place>
          {/* One live region for the words, whatever is in it: a pause and the words' return are read out too. */}
          <div aria-live={own ? 'off' : 'polite'}>
            {blank && !own ? (
              <Quiet>{TEXT.blankFollower}</Quiet>
            ) : (
              <Stanza
                ref={stanzaRef}
                lang={hymn.lang}
                aria-label={TEXT.stanzaOf(Math.min(shown.stanza, stanzaCount - 1) + 1, stanzaCount)}
                role="group"
              >
                <StanzaLines
                  lines={hymn.stanzas[shown.stanza] ?? hymn.stanzas.at(-1) ?? []}
                  under={hymn.under?.[shown.stanza]}
                  underLang={hymn.underLang}
                />
              </Stanza>
            )}
          </div>
          {blank && !own ? null : (
            <Peek>
              {peek.kind === 'end' ? (
                <>
                  {TEXT.end.en} <span lang="hi">{TEXT.end.hi}</span>
                </>
              ) : (
                <>
                  {peek.kind === 'line' ? TEXT.next : TEXT.nextHymn}: <span lang={peek.lang}>{peek.text}</span>
                </>
              )}
            </Peek>
          )}
        </>
      ) : (
        <Quiet role="status">{hymnFailed ? TEXT.hymnFailed : TEXT.hymnLoading}</Quiet>
      )}
      <Buttons>
        <Button type="button" aria-disabled={atFirst} onClick={() => (atFirst ? undefined : onLook(-1))}>
          {TEXT.lookBack}
        </Button>
        <Button type="button" aria-disabled={atLast} onClick={() => (atLast ? undefined : onLook(1))}>
          {TEXT.lookAhead}
        </Button>
      </Buttons>
      {children}
      {own ? (
        <Away>
          <p>{TEXT.lookingAhead(leader.stanza + 1, leader.position + 1)}</p>
          <BackButton type="button" onClick={onBackToLeader}>
            {TEXT.backToLeader.en} · <span lang="hi">{TEXT.backToLeader.hi}</span>
          </BackButton>
        </Away>
      ) : null}
    </Page>
  );
}
