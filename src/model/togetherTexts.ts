/**
 * Sing together's screens' texts (the leader's room panel, the follower's page, the join form): a
 * module of its own, so that they travel with the room's chunk; the link to join is
 * SITE_TEXTS.together (in every page's footer). The server's refusals are TOGETHER_TEXTS (together.ts).
 */
import { SITE_TEXTS } from './messages';
import { TOGETHER_CODE_LENGTH, TOGETHER_PIN_MINUTES } from './togetherRoom';

export const TOGETHER_UI_TEXTS = {
  ...SITE_TEXTS.together,
  singTogether: { en: 'Sing together', hi: 'साथ गाएँ' },
  // The leader's panel (presentation mode).
  opening: 'Opening the satsang…',
  openFailed: 'The satsang could not be opened. Please check the connection and try again.',
  tryAgain: 'Try again',
  codeLabel: 'Satsang code',
  /** Said to the room: where to go, then the code. */
  joinAt: (address: string) => `Open ${address} and type the code, or scan:`,
  qrLabel: (link: string) => `QR code of the link ${link}`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  followers: (count: number) => (count === 1 ? '1 phone following' : `${count} phones following`),
  blank: { en: 'Blank screens', hi: 'स्क्रीन खाली करें' },
  showAgain: { en: 'Show the words again', hi: 'शब्द फिर दिखाएँ' },
  blanked: 'The followers’ screens are blank.',
  handOver: 'Hand over',
  handOverPin: 'On the phone that is to lead, open the satsang, choose “Take the lead” and type this PIN: ',
  pinGoodFor: `The PIN works once, for ${TOGETHER_PIN_MINUTES} minutes.`,
  handedOver: 'Another phone leads this satsang now. This phone presents on its own.',
  endSatsang: { en: 'End satsang', hi: 'सत्संग समाप्त करें' },
  confirmEnd: 'End the satsang for everyone following?',
  endFailed: 'The satsang could not be ended: please check the connection and press End again.',
  ended: 'The satsang has ended. Thank you.',
  hidePanel: 'Hide',
  showPanel: (code: string) => `Satsang ${code}`,
  moveNotSent: 'The last move has not reached the followers yet: trying again…',
  /** The second screen (a TV): how to join, in a corner. */
  tvJoin: (code: string) => `Sing together: code ${code}`,
  // The join form.
  joinHeading: { en: 'Join a satsang', hi: 'सत्संग से जुड़ें' },
  joinIntro:
    'Your leader shows a code of six letters and digits. Type it here to follow the bhajans on this phone, in your own script and text size.',
  codeHint: `${TOGETHER_CODE_LENGTH} letters and digits, e.g. K7M2QX`,
  joinButton: 'Join',
  codeNeeded: `Please type the ${TOGETHER_CODE_LENGTH} letters and digits of the code.`,
  // The follower's page.
  /** A satsang's link, previewed where it is shared. */
  linkDescription: 'Follow the satsang’s bhajans on your phone, in your own script and text size.',
  pageTitle: (code: string) => `Satsang ${code}`,
  joining: 'Joining the satsang…',
  following: 'Following the leader',
  reconnecting: 'Reconnecting…',
  reconnectingDetail: 'The connection dropped. This page follows again as soon as it is back.',
  hymnOf: (hymn: number, hymns: number) => `Bhajan ${hymn} of ${hymns}`,
  stanzaOf: (stanza: number, stanzas: number) => `Stanza ${stanza} of ${stanzas}`,
  next: 'Next',
  nextHymn: 'Next bhajan',
  end: { en: 'End', hi: 'समाप्त' },
  lookBack: '‹ Back',
  lookAhead: 'Ahead ›',
  lookingAhead: (stanza: number, hymn: number) => `You are looking on your own. The leader is at stanza ${stanza} of bhajan ${hymn}.`,
  backToLeader: { en: 'Back to the leader', hi: 'अगुआ के साथ' },
  blankFollower: 'The leader has paused the words. They return with the next bhajan or stanza.',
  hymnLoading: 'Loading the bhajan…',
  hymnFailed: 'This bhajan could not be loaded. The page tries again.',
  roomEnded: 'This satsang has ended. Thank you for singing along.',
  openHymn: 'Open this bhajan',
  readingSettings: 'Script and text size',
  takeLead: 'Take the lead',
  pinLabel: 'PIN from the leader',
  takeLeadButton: 'Lead from this phone',
  cancel: 'Cancel',
  joinAnother: 'Join with another code',
} as const;
