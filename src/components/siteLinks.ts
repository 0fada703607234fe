import { CHROME_LABELS, SITE_TEXTS } from '../model/messages';
import { paths } from '../model/paths';

/** A link of the site chrome with its English and Hindi labels (the spec's screens and routes, public chrome). */
export interface SiteLink {
  to: string;
  en: string;
  hi: string;
}

export const HOME_LINK: SiteLink = { to: paths.home, ...CHROME_LABELS.home };
export const ABOUT_LINK: SiteLink = { to: paths.aboutUs, ...CHROME_LABELS.about };
export const FEEDBACK_LINK: SiteLink = { to: paths.feedback, ...CHROME_LABELS.feedback };
/** The reader's favourites and set lists (not in the navigation bar, whose links the spec names: in the footer). */
export const MY_BHAJANS_LINK: SiteLink = { to: paths.myBhajans, ...SITE_TEXTS.favourites.myBhajans };

/** Sing together: a follower types the satsang's code (in the footer, and on My bhajans). */
export const JOIN_SATSANG_LINK: SiteLink = { to: paths.joinSatsang, ...SITE_TEXTS.together.join };

/** The navigation bar's links, in order. */
export const NAV_LINKS: readonly SiteLink[] = [HOME_LINK, ABOUT_LINK, FEEDBACK_LINK];
