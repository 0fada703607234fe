import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useContentTitles } from '../../api/content-titles';
import { useContents } from '../../api/contents';
import { useAppConfig } from '../../device/AppConfigContext';
import { saveKeptHymns, useFavourites } from '../../device/favourites';
import { changeSetList as changeList, newListId } from '../../device/setLists';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { useHydrated } from '../../device/useHydrated';
import { NewListForm } from '../../components/AddToList';
import { Booklet, type BookletHymn } from '../../components/Booklet';
import { LangText } from '../../components/LangText';
import { SetList } from '../../components/SetList';
import { StatusAction, StatusMessage } from '../../components/StatusMessage';
import type { Content } from '../../model/entities';
import {
  hasRoomForList,
  isListFull,
  keptHymns,
  SET_LISTS_MAX,
  sharedListOf,
  type KeptHymn,
  type SetList as SetListValue,
} from '../../model/favourites';
import { MESSAGES, pageTitle } from '../../model/messages';
import { TOGETHER_UI_TEXTS } from '../../model/togetherTexts';
import { JOIN_SATSANG_LINK } from '../../components/siteLinks';
import { paths } from '../../model/paths';
import { displayTitle } from '../../model/title';
import { useSavedOffline } from './useSavedOffline';
import { PageHeading } from '../shared/PageHeading';
import { FAVOURITES_TEXTS } from '../../model/favouritesTexts';

const TEXT = FAVOURITES_TEXTS;

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Lists = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hymns = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: 2em;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} 0`};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.tapTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Heading2 = ({ id, en, hi }: { id: string; en: string; hi: string }) => (
  <h2 id={id}>
    {en} · <span lang="hi">{hi}</span>
  </h2>
);

const hymnTitle = (content: Content) => displayTitle(content.titlePrimary);
const absolute = (path: string) => (typeof window === 'undefined' ? path : new URL(path, window.location.href).href);

function HymnLinks({ hymns, labelledBy }: { hymns: readonly KeptHymn[]; labelledBy: string }) {
  return (
    <Hymns aria-labelledby={labelledBy}>
      {hymns.map((hymn) => (
        <li key={hymn.id}>
          <Link to={paths.content(hymn.id)}>
            <LangText>{hymn.title || TEXT.untitled(hymn.id)}</LangText>
          </Link>
        </li>
      ))}
    </Hymns>
  );
}

/**
 * A list opened from its link (`?name=…&hymns=…`): its hymns, titled from the server in one call
 * (the page is complete in its first HTML answer, as a link preview and a slow phone need), and
 * 'Save to my lists'. Hymns the site no longer has are left out; until the titles are here (or if
 * they cannot be had), each hymn is listed by its number.
 */
function SharedList({ name, contentIds, onSaved }: { name: string; contentIds: number[]; onSaved: (id: string) => void }) {
  const headingId = useId();
  const hydrated = useHydrated();
  const [favourites] = useFavourites();
  const titles = useContentTitles(contentIds);
  const hymns: KeptHymn[] = titles.data
    ? titles.data.map((hymn) => ({ id: hymn.contentId, title: displayTitle(hymn.titlePrimary) }))
    : contentIds.map((id) => ({ id, title: '' }));
  const save = () => {
    const id = newListId();
    changeList({ type: 'create', id, name, hymns });
    onSaved(id);
  };
  return (
    <Section aria-labelledby={headingId}>
      <Muted>{TEXT.sharedHeading}</Muted>
      <h2 id={headingId}>
        {/* In its own direction: a right-to-left name (Urdu) reads right, its digits and punctuation in place, on a left-to-right page. */}
        <bdi>
          <LangText>{name}</LangText>
        </bdi>
      </h2>
      <HymnLinks hymns={hymns} labelledBy={headingId} />
      {hydrated && !hasRoomForList(favourites) ? (
        <Muted>{TEXT.listsFull(SET_LISTS_MAX)}</Muted>
      ) : (
        // Saved once every title is here: a list saved with a hymn still loading would name it 'Bhajan 12'.
        <StatusAction type="button" onClick={save} disabled={!hydrated || hymns.length === 0 || titles.isPending}>
          {TEXT.saveShared}
        </StatusAction>
      )}
    </Section>
  );
}

/** A list's booklet: its hymns' lyrics fetched (saved ones from the device), then the browser's print dialog. */
function BookletView({ list, onClose }: { list: SetListValue; onClose: () => void }) {
  const results = useContents(list.contentIds);
  const settled = results.every((result) => result.status !== 'pending');
  const hymns: BookletHymn[] = results.flatMap((result) =>
    result.data ? [{ id: result.data.contentId, title: hymnTitle(result.data), lyrics: result.data.contentPrimary ?? '' }] : [],
  );
  const missing = list.contentIds.length - hymns.length;
  const printed = useRef(false);
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => {
    view.current?.focus();
  }, []);
  useEffect(() => {
    // Once, when every hymn is here: the reader asked to print.
    if (!settled || printed.current || hymns.length === 0) return;
    printed.current = true;
    window.print();
  }, [settled, hymns.length]);
  return (
    <Section ref={view} tabIndex={-1} aria-label={`${TEXT.printBooklet}: ${list.name}`}>
      <Tools>
        <StatusAction type="button" onClick={() => window.print()} disabled={!settled || hymns.length === 0}>
          {TEXT.printNow}
        </StatusAction>
        <StatusAction type="button" onClick={onClose}>
          {TEXT.closeBooklet}
        </StatusAction>
      </Tools>
      {settled ? null : <StatusMessage>{TEXT.bookletLoading}</StatusMessage>}
      {settled && missing > 0 ? <Muted role="status">{TEXT.bookletMissing(missing)}</Muted> : null}
      {settled && hymns.length > 0 ? <Booklet name={list.name} hymns={hymns} /> : null}
    </Section>
  );
}

/**
 * `/my-bhajans`: the reader's starred hymns and set lists, kept on this device (the server renders
 * the page without them: it knows nobody's; they show once the page has hydrated). A list is edited
 * in place, shared as a link that holds it whole, and printed as a large-print booklet. A shared
 * list's link opens here too, above the reader's own, to be saved among them.
 */
export function MyBhajansScreen() {
  const { siteName } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const shared = sharedListOf(searchParams);
  useDocumentTitle(pageTitle.withSite(shared ? TEXT.sharedTitle(shared.name) : TEXT.myBhajans.en, siteName));
  const hydrated = useHydrated();
  const [favourites] = useFavourites();
  const savedOffline = useSavedOffline(favourites.lists);
  const [printing, setPrinting] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const starredId = useId();
  const listsId = useId();
  const togetherId = useId();

  // Hymns kept while offline, or whose saving failed, are saved now.
  useEffect(() => {
    if (hydrated) void saveKeptHymns();
  }, [hydrated]);

  const printed = printing ? favourites.lists.find((list) => list.id === printing) : undefined;
  if (printed) {
    return (
      <Page>
        <PageHeading subtitle={TEXT.myBhajans.hi} subtitleLang="hi">
          {TEXT.myBhajans.en}
        </PageHeading>
        <BookletView list={printed} onClose={() => setPrinting(null)} />
      </Page>
    );
  }

  const onSharedSaved = () => {
    setJustSaved(true);
    // The list is the reader's now: the address no longer carries it (a reload does not offer it again).
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  return (
    <Page>
      <PageHeading subtitle={TEXT.myBhajans.hi} subtitleLang="hi">
        {TEXT.myBhajans.en}
      </PageHeading>
      {shared ? <SharedList name={shared.name} contentIds={shared.contentIds} onSaved={onSharedSaved} /> : null}
      {justSaved ? <StatusMessage>{TEXT.savedShared}</StatusMessage> : null}
      {hydrated ? (
        <>
          <Muted>{TEXT.keptHere}</Muted>
          <Section aria-labelledby={starredId}>
            <Heading2 id={starredId} {...TEXT.starredHeading} />
            {favourites.starred.length > 0 ? (
              <HymnLinks hymns={keptHymns(favourites, favourites.starred)} labelledBy={starredId} />
            ) : (
              <Muted>{TEXT.noStarred}</Muted>
            )}
          </Section>
          <Section aria-labelledby={listsId}>
            <Heading2 id={listsId} {...TEXT.listsHeading} />
            {favourites.lists.length === 0 ? <Muted>{TEXT.noLists}</Muted> : null}
            <NewListForm
              canCreate={hasRoomForList(favourites)}
              maxLists={SET_LISTS_MAX}
              onCreate={(name) => changeList({ type: 'create', id: newListId(), name })}
            />
            <Lists>
              {favourites.lists.map((list) => (
                <SetList
                  key={list.id}
                  headingLevel={3}
                  name={list.name}
                  hymns={keptHymns(favourites, list.contentIds)}
                  hymnHref={paths.content}
                  onMove={(from, to) => changeList({ type: 'move', id: list.id, from, to })}
                  onRemove={(contentId) => changeList({ type: 'remove', id: list.id, contentId })}
                  onRename={(name) => changeList({ type: 'rename', id: list.id, name })}
                  onDelete={() => changeList({ type: 'delete', id: list.id })}
                  shareUrl={absolute(paths.sharedList(list))}
                  onPrint={() => setPrinting(list.id)}
                  presentHref={list.contentIds[0] === undefined ? undefined : paths.presenting(list.contentIds[0], { listId: list.id })}
                  savedOffline={savedOffline[list.id]}
                  full={isListFull(list)}
                />
              ))}
            </Lists>
          </Section>
          <Section aria-labelledby={togetherId}>
            <Heading2 id={togetherId} {...TOGETHER_UI_TEXTS.singTogether} />
            <p>{TEXT.togetherIntro}</p>
            <p>
              <Link to={JOIN_SATSANG_LINK.to}>
                {JOIN_SATSANG_LINK.en} · <span lang="hi">{JOIN_SATSANG_LINK.hi}</span>
              </Link>
            </p>
          </Section>
        </>
      ) : (
        <StatusMessage>{MESSAGES.loading}</StatusMessage>
      )}
    </Page>
  );
}
