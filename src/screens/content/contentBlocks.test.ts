import { describe, expect, it } from 'vitest';
import { audioAndSecondaryHymn, plainHymn, secondaryHiddenHymn, videoFileHymn } from '../../../mocks/fixtures/content';
import { contentBlocks, showsDivider, showsSecondary } from './contentBlocks';

describe('the divider rule: secondary content shown, no video and an audio path', () => {
  const table = [
    { secondaryShown: true, hasVideo: false, hasAudio: true, divider: true },
    { secondaryShown: true, hasVideo: false, hasAudio: false, divider: false },
    { secondaryShown: true, hasVideo: true, hasAudio: true, divider: false },
    { secondaryShown: true, hasVideo: true, hasAudio: false, divider: false },
    { secondaryShown: false, hasVideo: false, hasAudio: true, divider: false },
    { secondaryShown: false, hasVideo: false, hasAudio: false, divider: false },
    { secondaryShown: false, hasVideo: true, hasAudio: true, divider: false },
    { secondaryShown: false, hasVideo: true, hasAudio: false, divider: false },
  ];

  it.each(table)('secondary $secondaryShown, video $hasVideo, audio $hasAudio: divider $divider', ({ divider, ...inputs }) => {
    expect(showsDivider(inputs)).toBe(divider);
  });
});

describe('the secondary block', () => {
  it("shows only when showSecondary is 'Y' and there is a secondary text", () => {
    expect(showsSecondary({ showSecondary: 'Y', contentSecondary: 'Om jai Jagdish hare' })).toBe(true);
    expect(showsSecondary({ showSecondary: 'N', contentSecondary: 'Om jai Jagdish hare' })).toBe(false);
    expect(showsSecondary({ showSecondary: 'R', contentSecondary: 'Om jai Jagdish hare' })).toBe(false);
    expect(showsSecondary({ showSecondary: 'Y', contentSecondary: null })).toBe(false);
    expect(showsSecondary({ showSecondary: 'Y', contentSecondary: '  \n ' })).toBe(false);
  });
});

describe('contentBlocks', () => {
  it('reads the blocks of a hymn, blank paths counting as none', () => {
    expect(contentBlocks(audioAndSecondaryHymn)).toMatchObject({
      audioPath: audioAndSecondaryHymn.audioPath,
      videoPath: null,
      secondaryShown: true,
      divider: true,
    });
    expect(contentBlocks(videoFileHymn)).toMatchObject({ secondaryShown: true, divider: false });
    expect(contentBlocks(secondaryHiddenHymn)).toMatchObject({ secondaryShown: false, divider: false });
    expect(contentBlocks({ ...plainHymn, audioPath: ' ', videoPath: '', imagePath: '  ' })).toMatchObject({
      audioPath: null,
      videoPath: null,
      imagePath: null,
      divider: false,
    });
  });
});
