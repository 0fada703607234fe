/**
 * Satsang presentation mode's texts (components/Presentation): a module of their own, so that they
 * travel with its chunk; the hymn page's 'Present' is SITE_TEXTS.presentation.present.
 */
import { SITE_TEXTS } from './messages';

export const PRESENTATION_TEXTS = {
  ...SITE_TEXTS.presentation,
  secondScreen: { en: 'Second screen', hi: 'दूसरी स्क्रीन' },
  close: { en: 'Close', hi: 'बंद करें' },
  next: 'Next',
  end: { en: 'End', hi: 'समाप्त' },
  /** Presenting a set list: after the last stanza, its next hymn. */
  nextHymn: 'Next bhajan',
  previous: '‹ Back',
  nextButton: 'Next ›',
  position: (stanza: number, stanzas: number) => `${stanza} / ${stanzas}`,
  stanzaOf: (stanza: number, stanzas: number) => `Stanza ${stanza} of ${stanzas}`,
  /** Leading a Sing together room whose screens the leader blanked: over the leader's own stanza. */
  blankedForFollowers: 'The followers’ screens are blank',
} as const;
