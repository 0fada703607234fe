import { Link } from 'react-router';
import styled from 'styled-components';
import { ABOUT_LINK, FEEDBACK_LINK, JOIN_SATSANG_LINK, MY_BHAJANS_LINK } from '../siteLinks';
import { SITE_TEXTS } from '../../model/messages';

export interface FooterProps {
  siteName: string;
  supportEmail: string;
  androidAppUrl: string;
  /** The year in the copyright line; the current year unless given (stories pin it). */
  year?: number;
  className?: string;
}

export const ANDROID_APP_LABEL = SITE_TEXTS.androidApp;
export const SUPPORT_LABEL = SITE_TEXTS.support;

const Outer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.onFooter};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};

  a {
    color: ${({ theme }) => theme.colors.onFooterLink};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.onFooter};
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    align-items: start;
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
  }

  /* A long support address breaks rather than running past a narrow phone's edge at a large text size. */
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

const AppLink = styled.a`
  justify-self: start;
  max-width: 100%;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.onFooterLink};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Column = styled.div`
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The footer on public pages: the Android app, the reader's own bhajans, joining a satsang, About and Feedback, the
 * support address and the copyright line.
 */
export function Footer({ siteName, supportEmail, androidAppUrl, year, className }: FooterProps) {
  const shownYear = year ?? new Date().getFullYear();
  return (
    <Outer className={className}>
      <Inner>
        <Column>
          <nav aria-label="Footer">
            <Links>
              {[MY_BHAJANS_LINK, JOIN_SATSANG_LINK, ABOUT_LINK, FEEDBACK_LINK].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {link.en}&nbsp;·&nbsp;<span lang="hi">{link.hi}</span>
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${supportEmail}`}>
                  {SUPPORT_LABEL}: {supportEmail}
                </a>
              </li>
            </Links>
          </nav>
          {/* The server's year may be the previous one (a page rendered on 31 December, or in another time zone). */}
          <Small suppressHydrationWarning>{`© ${shownYear} ${siteName}`}</Small>
        </Column>
        <AppLink href={androidAppUrl} rel="noopener">
          <PhoneIcon />
          {ANDROID_APP_LABEL}
        </AppLink>
      </Inner>
    </Outer>
  );
}
