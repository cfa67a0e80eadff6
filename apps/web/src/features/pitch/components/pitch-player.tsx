import { type PitchKind, pitchKindLabels } from '@ventura/shared';

type Props = {
  kind: PitchKind;
  /** Whose pitch it is, for its accessible name: 'Fundraising pitch of Acme Robotics'. */
  startupName: string;
  videoUrl: string;
  posterUrl: string | null;
};

/**
 * A startup's compiled pitch: its poster until played, the browser's controls, and only the metadata
 * loaded until then (a page of several pitches does not fetch their videos). Served with range requests,
 * so seeking works.
 */
export function PitchPlayer({ kind, startupName, videoUrl, posterUrl }: Props) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: founders record their pitches in the browser; there are no captions to offer
    <video
      controls
      preload="metadata"
      playsInline
      poster={posterUrl ?? undefined}
      src={videoUrl}
      aria-label={`${pitchKindLabels[kind]} of ${startupName}`}
      style={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        background: 'black',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    />
  );
}
