import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { loadMiniPlayer, useMediaSession, type MiniPlayerProps } from '../components/AudioPlayer';
import { SITE_TEXTS } from '../model/messages';
import { paths } from '../model/paths';
import { releaseAudio, type HeldAudio } from '../device/heldAudio';
import { useReadingSettings } from '../device/readingSettings';
import { useScreenWakeLock } from '../device/useScreenWakeLock';

const MiniPlayer = lazy<ComponentType<MiniPlayerProps>>(() => loadMiniPlayer().catch(() => ({ default: () => null })));

/** The held element's state, as its events say it. */
function useHeldState(audio: HTMLAudioElement) {
  const read = () => ({ playing: !audio.paused && !audio.ended, currentTime: audio.currentTime, duration: audio.duration });
  const [state, setState] = useState(read);
  useEffect(() => {
    const update = () => setState(read());
    const events = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'seeked'];
    for (const event of events) audio.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) audio.removeEventListener(event, update);
    };
    // `read` reads only `audio`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audio]);
  return { ...state, togglePlay: () => togglePlay(audio), jump: (seconds: number) => jump(audio, seconds) };
}

function togglePlay(audio: HTMLAudioElement): void {
  if (audio.paused) audio.play()?.catch(() => {});
  else audio.pause();
}

function jump(audio: HTMLAudioElement, seconds: number): void {
  audio.currentTime = Math.max(0, audio.currentTime + seconds);
}

/**
 * The frame's compact player for a hymn's audio that went on playing when the reader left its page
 * (src/device/heldAudio.ts): play/pause, where it is, back to the hymn, stop. A chunk of its own
 * (with the compact player), fetched when the audio first plays.
 */
export default function NowPlaying({ audio, contentId, title }: HeldAudio) {
  const navigate = useNavigate();
  const player = useHeldState(audio);
  // The lock screen and a headset go on showing and controlling it; the screen stays on while it
  // plays (unless the reader turned that off).
  useMediaSession(player, title);
  const [settings] = useReadingSettings();
  useScreenWakeLock(player.playing && settings.keepScreenOn);
  return (
    <Suspense fallback={null}>
      <MiniPlayer
        player={player}
        title={title}
        showLabel={SITE_TEXTS.audio.backToHymn}
        onShowPlayer={() => navigate(paths.content(contentId))}
        onClose={releaseAudio}
      />
    </Suspense>
  );
}
