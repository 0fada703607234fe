import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAudio, releaseAudio } from './heldAudio';

afterEach(() => act(() => releaseAudio()));

/** A playing audio element of a page that is going. */
function playingAudio(): HTMLAudioElement {
  const page = document.createElement('div');
  document.body.append(page);
  const audio = document.createElement('audio');
  page.append(audio);
  vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
  return audio;
}

describe('audio carried on from a page left', () => {
  it('is moved out of the page, so it stays in the document (and playing) when the page goes', () => {
    const audio = playingAudio();
    const page = audio.parentElement!;
    act(() => void holdAudio({ audio, contentId: 12, title: 'Hanuman Chalisa' }));
    page.remove();
    expect(audio.isConnected).toBe(true);
    expect(audio.pause).not.toHaveBeenCalled();
  });

  it('stops when another sound starts on the site, and when released', () => {
    const audio = playingAudio();
    act(() => void holdAudio({ audio, contentId: 12, title: 'Hanuman Chalisa' }));
    const other = document.createElement('video');
    document.body.append(other);
    act(() => void other.dispatchEvent(new Event('play')));
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.isConnected).toBe(false);
    other.remove();
  });
});
