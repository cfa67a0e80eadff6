const kilobyte = 1024;
const megabyte = 1024 * 1024;

/** One decimal at most, and none when it is zero: 1.5, 2, 10. */
const oneDecimal = (value: number, round: (value: number) => number) => Number((round(value * 10) / 10).toFixed(1));

/**
 * A file's size as people read it, the one formatter for every size the web shows: 45 is '45 bytes',
 * 1536 is '1.5 KB', 524288 is '512 KB', 1572864 is '1.5 MB'. Under 1 KB a size is counted in bytes, never
 * rounded up to a kilobyte. `up` rounds up instead of to the nearest, for a file measured against a limit:
 * a file just over 10 MB reads '10.1 MB', never as the limit itself.
 */
export const fileSizeText = (bytes: number, rounding: 'nearest' | 'up' = 'nearest') => {
  const round = rounding === 'up' ? Math.ceil : Math.round;
  const size = Math.max(0, bytes);
  if (size < kilobyte) return `${size} ${size === 1 ? 'byte' : 'bytes'}`;
  if (size < megabyte) {
    const kilobytes = size / kilobyte;
    const shown = kilobytes < 10 ? oneDecimal(kilobytes, round) : round(kilobytes);
    if (shown < kilobyte) return `${shown} KB`;
  }
  return `${oneDecimal(size / megabyte, round)} MB`;
};
