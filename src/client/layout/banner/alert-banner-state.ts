export interface AlertBannerConfig {
  start: string;
  end: string;
  text: string;
}

/** The alert banner shows only while now lies between its start (inclusive) and end (exclusive). */
export function isAlertBannerActive(alert: AlertBannerConfig | undefined, now: Date): boolean {
  if (!alert || alert.text.trim() === '') return false;
  const start = Date.parse(alert.start);
  const end = Date.parse(alert.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const time = now.getTime();
  return time >= start && time < end;
}

/** Milliseconds until the banner next appears or disappears, or null when it never will. */
export function msUntilAlertChange(alert: AlertBannerConfig | undefined, now: Date): number | null {
  if (!alert) return null;
  const time = now.getTime();
  const next = [Date.parse(alert.start), Date.parse(alert.end)].filter(
    (t) => !Number.isNaN(t) && t > time,
  );
  return next.length === 0 ? null : Math.min(...next) - time;
}
