/**
 * The texts of the hymn page's Suggest a correction (src/model/corrections.ts): a module of its own,
 * without the schemas, so that a hymn page's first script carries only the action's name.
 */
import { SITE_TEXTS } from './messages';

/** The hymn page's Suggest a correction: its dialog (the thank-you is the server's, CORRECTION_TEXTS.thanks). */
export const CORRECTION_FORM_TEXTS = {
  title: SITE_TEXTS.hymnActions.suggestCorrection,
  titleHi: 'सुधार सुझाएँ',
  intro: 'Choose the wrong line and type it as it should read. An editor checks each suggestion.',
  line: 'The line to correct',
  /** The line chooser's groups: the lyrics, and the text below them (its own heading when it has one). */
  lyrics: 'Lyrics',
  secondary: 'Text below the lyrics',
  lineNumber: (n: number) => `Line ${n}`,
  suggested: 'How the line should read',
  yourChange: 'Your change',
  asItIs: 'Now',
  asSuggested: 'Yours',
  note: 'Note (optional)',
  noteHint: 'What is wrong, if a word or two help the editor.',
  source: 'Source (optional)',
  sourceHint: 'A book, a recording or a website you checked it against.',
  email: 'Your e-mail (optional)',
  emailHint: 'Only if an editor may write to you about it. It is not shown to anyone.',
  send: 'Send correction',
  sending: 'Sending…',
  close: 'Close',
  another: 'Correct another line',
  notSent: 'Your correction could not be sent: there seems to be no connection. Please try again.',
  notSentAtAll: 'Your correction could not be sent. Please try again later.',
} as const;
