import { INACTIVITY_PROMPT_MS, INACTIVITY_TIMEOUT_MS } from '../../app/constants';

export type InactivityPhase = 'active' | 'prompt' | 'expired';

export interface InactivityLimits {
  timeoutMs: number;
  promptMs: number;
}

export const DEFAULT_LIMITS: InactivityLimits = {
  timeoutMs: INACTIVITY_TIMEOUT_MS,
  promptMs: INACTIVITY_PROMPT_MS,
};

/**
 * Spec section 4: logged out after 15 minutes without activity, asked "Still working?" 60
 * seconds before. `idleMs` is the time since the last activity.
 */
export function inactivityPhase(
  idleMs: number,
  limits: InactivityLimits = DEFAULT_LIMITS,
): InactivityPhase {
  if (idleMs >= limits.timeoutMs) return 'expired';
  if (idleMs >= limits.timeoutMs - limits.promptMs) return 'prompt';
  return 'active';
}

/** Milliseconds until the phase can next change (0 when already expired). */
export function msUntilNextPhase(
  idleMs: number,
  limits: InactivityLimits = DEFAULT_LIMITS,
): number {
  const phase = inactivityPhase(idleMs, limits);
  if (phase === 'active') return limits.timeoutMs - limits.promptMs - idleMs;
  if (phase === 'prompt') return limits.timeoutMs - idleMs;
  return 0;
}

/** The last activity of all tabs: each tab writes its own, the newest counts. */
export function latestActivity(own: number, shared: string | null): number {
  const other = shared === null ? NaN : Number(shared);
  return Number.isFinite(other) ? Math.max(own, other) : own;
}
