/*
 * Wall times in a time zone and the instants they name, for office-hours slots. Intl knows every zone's
 * rules (daylight saving included); an offset alone does not, so the zone is always what counts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

const partsOf = (at: Date, zone: string) => {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

/** Minutes east of UTC in `zone` at the moment `at`. */
export const offsetMinutes = (at: Date, zone: string) => {
  const p = partsOf(at, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
};

/** The instant the wall time `time` (HH:mm, 24:00 the day's end) on `date` (YYYY-MM-DD) names in `zone`. */
export const instantOf = (date: string, time: string, zone: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the guess, then at the corrected moment (they differ only next to a clock change).
  const first = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first), zone) * 60_000);
};

const two = (n: number) => String(n).padStart(2, '0');

/** The date (YYYY-MM-DD) and wall time (HH:mm) of an instant in `zone`. */
export const wallOf = (at: Date, zone: string) => {
  const p = partsOf(at, zone);
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
};
