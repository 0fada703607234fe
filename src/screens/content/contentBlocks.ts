import type { Content } from '../../model/entities';

/** 'Y' shows the secondary block (the spec's entities: showSecondary, default 'N'). */
const SHOW_SECONDARY = 'Y';

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * The secondary title and content are shown only when showSecondary is 'Y' and there is a secondary
 * text to show.
 */
export function showsSecondary(content: Pick<Content, 'showSecondary' | 'contentSecondary'>): boolean {
  return content.showSecondary === SHOW_SECONDARY && present(content.contentSecondary);
}

export interface DividerInputs {
  /** The secondary block is shown (see showsSecondary). */
  secondaryShown: boolean;
  hasVideo: boolean;
  hasAudio: boolean;
}

/**
 * the spec's screens and routes: "A divider appears between blocks when there is secondary content, no video and
 * an audio path."
 */
export function showsDivider({ secondaryShown, hasVideo, hasAudio }: DividerInputs): boolean {
  return secondaryShown && !hasVideo && hasAudio;
}

/** Which optional blocks a hymn's page shows. */
export function contentBlocks(content: Content) {
  const audioPath = present(content.audioPath) ? content.audioPath.trim() : null;
  const videoPath = present(content.videoPath) ? content.videoPath.trim() : null;
  const imagePath = present(content.imagePath) ? content.imagePath.trim() : null;
  const secondaryShown = showsSecondary(content);
  return {
    imagePath,
    audioPath,
    videoPath,
    secondaryShown,
    divider: showsDivider({ secondaryShown, hasVideo: videoPath !== null, hasAudio: audioPath !== null }),
  };
}
