import { type Media, VIDEO_CONTROLS_QUERY } from '@campus/domain';
import { useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import styles from './post.module.css';

/**
 * A post's video. Under 767 px wide it shows the browser's controls (community §9); wider, a click
 * on the video or its labelled Play / Pause button plays or pauses it.
 */
export function PostVideo({ media }: { media: Media }) {
  const controls = useMediaQuery(VIDEO_CONTROLS_QUERY);
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  };
  const video = (
    <video
      ref={ref}
      className={styles.mediaItem}
      src={media.url}
      poster={media.variants[0]?.url}
      width={media.width || undefined}
      height={media.height || undefined}
      controls={controls}
      playsInline
      preload="metadata"
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onEnded={() => setPlaying(false)}
      onClick={controls ? undefined : toggle}
    >
      <track kind="captions" />
    </video>
  );
  if (controls) return video;
  return (
    <div className={styles.videoBox}>
      {video}
      <button
        type="button"
        className={`${styles.playButton} ${playing ? styles.playButtonPlaying : ''}`}
        aria-label={playing ? 'Pause video' : 'Play video'}
        onClick={toggle}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </div>
  );
}
