/**
 * 'Keep for offline listening' on a hymn's page: a module of its own, so that its texts travel with
 * its chunk, not in every reader's first script.
 */

/** The hymn page's 'Keep for offline listening' (OfflineAudioButton). */
export const OFFLINE_AUDIO_TEXTS = {
  keep: 'Keep for offline listening',
  saving: 'Saving for offline listening…',
  /** The progress bar's name while saving, and its figure. */
  progress: 'Saved so far',
  percent: (percent: number) => `${percent}%`,
  /** Stops a download under way (a large file on a slow connection). */
  cancel: 'Cancel',
  cancelLabel: 'Cancel saving the audio',
  saved: 'Saved for offline listening',
  savedWithSize: (size: string) => `Saved for offline listening (${size})`,
  remove: 'Remove',
  /** The Remove button's full name. */
  removeLabel: 'Remove the audio saved for offline listening',
  failed: 'Could not save the audio.',
  /** A file's size, e.g. '4.2 MB' (decimal units, as phones show data use). */
  size: (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`),
} as const;
