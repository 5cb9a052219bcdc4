/**
 * Time left in a conversion, from the rate it has gone at so far. The average since the start is
 * steadier than the latest step: encoders start slowly and speed up, and a jumpy estimate misleads.
 */
export function secondsLeft(fraction: number, elapsedSeconds: number): number | undefined {
  // Too early to say: the first frames include starting the encoder.
  if (fraction < 0.03 || elapsedSeconds < 1) return undefined;
  if (fraction >= 1) return 0;
  return (elapsedSeconds * (1 - fraction)) / fraction;
}

/** `about 40 seconds left`, rounded so the number does not flicker second by second. */
export function formatTimeLeft(seconds: number | undefined): string {
  if (seconds === undefined) return 'working out the time left…';
  if (seconds < 5) return 'a few seconds left';
  if (seconds < 60) return `about ${Math.max(5, Math.round(seconds / 5) * 5)} seconds left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'} left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h ${rest} min left`;
}
