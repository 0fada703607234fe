import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { loadMiniPlayer, useMediaSession, type MiniPlayerProps } from '../components/AudioPlayer';
import { SITE_TEXTS } from '../model/messages';
import { paths } from '../model/paths';
import { releaseAudio, useHeldAudio } from './nowPlaying';

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

function HeldPlayer({ audio, contentId, title }: { audio: HTMLAudioElement; contentId: number; title: string }) {
  const navigate = useNavigate();
  const player = useHeldState(audio);
  // The lock screen and a headset go on showing and controlling it.
  useMediaSession(player, title);
  return (
    <Suspense fallback={null}>
      <MiniPlayer
        player={player}
        title={title}
        showLabel={SITE_TEXTS.audio.backToHymn(title)}
        onShowPlayer={() => navigate(paths.content(contentId))}
        onClose={releaseAudio}
      />
    </Suspense>
  );
}

/**
 * The frame's compact player for a hymn's audio that went on playing when the reader left its page
 * (src/app/nowPlaying.ts): play/pause, where it is, back to the hymn, stop.
 */
export function NowPlaying() {
  const held = useHeldAudio();
  return held ? <HeldPlayer key={held.contentId} audio={held.audio} contentId={held.contentId} title={held.title} /> : null;
}
