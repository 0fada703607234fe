import { useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MEDIA_PATH_PREFIX } from '../../model/constants';
import { SITE_TEXTS } from '../../model/messages';
import { mediaUrl } from '../../model/paths';
import { ExternalVideoUrlsContext, youTubeId } from './externalVideo';
import { loadVideoJs } from './loadVideoJs';

export interface VideoPlayerProps {
  /** content.videoPath: a path starting with MEDIA_PATH_PREFIX ('/media/') is a file played through video.js; anything else is an external (YouTube) video id. */
  videoPath: string;
  /** Prefix for '/media/' paths (AppConfig.mediaBaseUrl); default same origin. */
  mediaBaseUrl?: string;
  /** Accessible name, e.g. the hymn's title. */
  title: string;
  className?: string;
}

const TEXT = SITE_TEXTS.video;

/**
 * The hymn's video (the spec's entities): a `/media/…` file plays through video.js, which is downloaded
 * (as its own chunk) only when such a video is shown; any other value is a YouTube video id, shown
 * as a thumbnail button that loads the embedded player only when the reader asks for it. Either way
 * the hymn page stays light until the reader wants the video.
 */
export function VideoPlayer({ videoPath, mediaBaseUrl, title, className }: VideoPlayerProps) {
  if (videoPath.startsWith(MEDIA_PATH_PREFIX)) {
    return <MediaFileVideo key={videoPath} src={mediaUrl(videoPath, mediaBaseUrl)} title={title} className={className} />;
  }
  if (!videoPath.trim()) return null;
  return <ExternalVideo key={videoPath} videoPath={videoPath} title={title} className={className} />;
}

/** 16:9 and as wide as the text column; the space is kept while the player loads. */
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Centered = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onFooter};
  text-align: center;
`;

const PlayerSlot = styled.div`
  width: 100%;
  height: 100%;

  /* video.js fills the frame; its big play button is centred (vjs-big-play-centered). */
  .video-js {
    width: 100%;
    height: 100%;
    /* video.js sizes its controls in em: 15px makes the control bar 45px high, a finger's width. */
    font-size: 15px;
  }

  /* Its big play button in the site's colours, round and large, like the external video's. */
  .video-js .vjs-big-play-button {
    width: 76px;
    height: 76px;
    margin: -38px 0 0 -38px;
    border: 3px solid ${({ theme }) => theme.colors.onPrimary};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    font-size: 3.2em;
    line-height: 70px;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.35);
  }

  .video-js:hover .vjs-big-play-button,
  .video-js .vjs-big-play-button:focus {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  .video-js :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: -3px;
  }
`;

type LoadState = 'loading' | 'ready' | 'failed';

function videoType(src: string): string {
  return /\.webm(?:[?#]|$)/i.test(src) ? 'video/webm' : 'video/mp4';
}

function MediaFileVideo({ src, title, className }: { src: string; title: string; className?: string }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    let cancelled = false;
    let dispose: (() => void) | undefined;

    loadVideoJs().then(
      (videojs) => {
        if (cancelled) return;
        // video.js wraps (and on dispose removes) its element, so it is created here, outside React.
        const element = document.createElement('video');
        element.className = 'video-js vjs-big-play-centered';
        element.preload = 'none';
        element.playsInline = true;
        slot.appendChild(element);
        const player = videojs(element, {
          controls: true,
          preload: 'none',
          fill: true,
          sources: [{ src, type: videoType(src) }],
        });
        player.el().setAttribute('aria-label', TEXT.player(title));
        dispose = () => player.dispose();
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );

    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [src, title]);

  return (
    <Frame className={className} data-video-state={state}>
      {state === 'loading' ? <Centered role="status">{TEXT.loading}</Centered> : null}
      {state === 'failed' ? <Centered role="alert">{TEXT.loadFailed}</Centered> : null}
      <PlayerSlot ref={slotRef} />
    </Frame>
  );
}

const FacadeButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:focus-visible {
    outline: 4px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: -4px;
  }
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  /* hqdefault is 4:3 with black bars around a 16:9 picture: cover crops them. */
  object-fit: cover;
`;

const PlayBadge = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 76px;
  height: 76px;
  border: 3px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.35);
  transform: translate(-50%, -50%);
  transition: transform 150ms ease;

  ${FacadeButton}:hover &,
  ${FacadeButton}:focus-visible & {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;

const EmbeddedPlayer = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Thumbnail size of YouTube's `hqdefault.jpg`; the attributes reserve the space before it loads. */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 360;

function ExternalVideo({ videoPath, title, className }: { videoPath: string; title: string; className?: string }) {
  const urls = useContext(ExternalVideoUrlsContext);
  const [active, setActive] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const id = youTubeId(videoPath);

  // The button the reader pressed is replaced by the player: keyboard focus follows it.
  useEffect(() => {
    if (active) iframeRef.current?.focus();
  }, [active]);

  if (!id) return <Unavailable className={className}>{TEXT.unavailable}</Unavailable>;

  return (
    <Frame className={className}>
      {active ? (
        <EmbeddedPlayer
          ref={iframeRef}
          src={urls.embed(id)}
          title={TEXT.player(title)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <FacadeButton type="button" aria-label={TEXT.playExternal(title)} onClick={() => setActive(true)}>
          {thumbnailFailed ? null : (
            <Thumbnail
              src={urls.thumbnail(id)}
              // Decorative: the button is named by the title.
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              loading="lazy"
              decoding="async"
              onError={() => setThumbnailFailed(true)}
            />
          )}
          <PlayBadge>
            <svg width="34" height="34" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.2-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5z" />
            </svg>
          </PlayBadge>
        </FacadeButton>
      )}
    </Frame>
  );
}
