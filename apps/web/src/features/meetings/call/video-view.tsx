import { useEffect, useRef } from 'react';
import classes from './call.module.css';

type Props = {
  stream: MediaStream | null;
  /** The accessible name: 'Your video', "Ravi's video". */
  label: string;
  /** Your own video plays silent (no echo) and mirrored, as a mirror shows you. */
  muted?: boolean;
  mirrored?: boolean;
};

/** A live stream in a video element (the element stays, black, while there is no stream). */
export function VideoView({ stream, label, muted = false, mirrored = false }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      className={classes.video}
      data-mirrored={mirrored || undefined}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
    />
  );
}
