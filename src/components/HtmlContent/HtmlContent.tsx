import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isKnownRoute } from '../../model/paths';
import { prepareHtml } from './prepareHtml';

export interface HtmlContentProps {
  /** HTML from the server; it is sanitised here, with BASE_URL_PLACEHOLDER replaced by `baseUrl`. */
  html: string;
  /** The API base (AppConfig.mediaBaseUrl); empty for the same origin. */
  baseUrl?: string;
  lang?: string;
  className?: string;
}

const Body = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  overflow-wrap: break-word;

  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > :first-child {
    margin-top: 0;
  }

  ul,
  ol {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  img {
    display: block;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  blockquote {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A click that the browser would open in this tab (no modifier key, main button). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Rich text written by the editors (a static page's body), sanitised. A link to one of the app's
 * own pages opens inside the app, as any other link of the site does (no reload); links elsewhere,
 * to files, to a spot on the same page, or with a modifier key are left to the browser.
 */
export function HtmlContent({ html, baseUrl = '', lang, className }: HtmlContentProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const safeHtml = useMemo(() => prepareHtml(html, baseUrl), [html, baseUrl]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor?.hasAttribute('href') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !isKnownRoute(url.pathname)) return;
    // A spot on this very page: the browser scrolls there.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

  return (
    // The links inside are the interactive elements; this only routes their clicks.
    <Body className={className} lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
