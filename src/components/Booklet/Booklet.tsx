import { useId } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { LangText, langOf } from '../LangText';
import { VerseText } from '../VerseText';
import { FAVOURITES_TEXTS } from '../../model/favouritesTexts';

const TEXT = FAVOURITES_TEXTS;

/** A hymn as the booklet prints it. */
export interface BookletHymn {
  id: number;
  title: string;
  lyrics: string;
}

export interface BookletProps {
  /** The list's name: the booklet's cover. */
  name: string;
  hymns: readonly BookletHymn[];
  className?: string;
}

/** The attribute that marks the booklet: when it is printed, nothing else on the page is. */
const BOOKLET_ATTRIBUTE = 'data-booklet';

/**
 * Printing while a booklet is shown prints the booklet alone, in large type on A4 or Letter: every
 * element that neither is the booklet, nor in it, nor holds it is left out (the navigation bar, the
 * footer, the page's buttons).
 */
const PrintTheBookletAlone = createGlobalStyle`
  @media print {
    @page {
      margin: 15mm;
    }

    body *:not(:has([${BOOKLET_ATTRIBUTE}])):not([${BOOKLET_ATTRIBUTE}], [${BOOKLET_ATTRIBUTE}] *) {
      display: none !important;
    }

    body,
    body *:has([${BOOKLET_ATTRIBUTE}]) {
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      background: none !important;
      box-shadow: none !important;
      max-width: none !important;
    }
  }
`;

/**
 * On screen, a preview of pages; on paper, a booklet: the list's name and its contents on the
 * first page, then each hymn from a new page, numbered as in the contents, in large print (20 pt
 * lyrics) with its verses laid out as on the site. Black on white, whatever the reader's colours.
 */
const Pages = styled.div`
  color: #000;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.lg};

  @media print {
    border: 0;
    padding: 0;
    font-size: 20pt;
  }
`;

const Page = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.xl};
    border-top: 2px dashed #888;
  }

  @media print {
    & + & {
      break-before: page;
      margin-top: 0;
      padding-top: 0;
      border-top: 0;
    }
  }
`;

const Cover = styled.h1`
  margin: 0 0 1em;
  font-size: 2em;
  overflow-wrap: anywhere;
`;

const ContentsHeading = styled.h2`
  margin: 0 0 0.5em;
  font-size: 1.4em;
`;

const Contents = styled.ol`
  margin: 0;
  padding-inline-start: 2em;
  font-size: 1.25em;
  line-height: 1.8;
`;

const HymnTitle = styled.h2`
  margin: 0 0 0.75em;
  font-size: 1.5em;
  overflow-wrap: anywhere;
`;

const Lyrics = styled(VerseText)`
  font-size: 1.35em;
  line-height: 1.8;
`;

export function Booklet({ name, hymns, className }: BookletProps) {
  const baseId = useId();
  return (
    <Pages className={className} {...{ [BOOKLET_ATTRIBUTE]: '' }}>
      <PrintTheBookletAlone />
      <Page aria-labelledby={`${baseId}-cover`}>
        <Cover id={`${baseId}-cover`}>
          <LangText>{name}</LangText>
        </Cover>
        <ContentsHeading>{TEXT.bookletContents}</ContentsHeading>
        <Contents>
          {hymns.map((hymn) => (
            <li key={hymn.id}>
              <LangText>{hymn.title}</LangText>
            </li>
          ))}
        </Contents>
      </Page>
      {hymns.map((hymn, index) => (
        <Page key={hymn.id} aria-labelledby={`${baseId}-${hymn.id}`}>
          <HymnTitle id={`${baseId}-${hymn.id}`}>
            {index + 1}. <LangText>{hymn.title}</LangText>
          </HymnTitle>
          <Lyrics text={hymn.lyrics} lang={langOf(hymn.lyrics)} />
        </Page>
      ))}
    </Pages>
  );
}
