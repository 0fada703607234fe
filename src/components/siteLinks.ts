import { paths } from '../model/paths';

/** A link of the site chrome with its English and Hindi labels (product-spec §2, public chrome). */
export interface SiteLink {
  to: string;
  en: string;
  hi: string;
}

export const HOME_LINK: SiteLink = { to: paths.home, en: 'Home', hi: 'होम' };
export const ABOUT_LINK: SiteLink = { to: paths.aboutUs, en: 'About', hi: 'हमारे बारे में' };
export const FEEDBACK_LINK: SiteLink = { to: paths.feedback, en: 'Feedback', hi: 'प्रतिक्रिया' };

/** The navigation bar's links, in order. */
export const NAV_LINKS: readonly SiteLink[] = [HOME_LINK, ABOUT_LINK, FEEDBACK_LINK];
