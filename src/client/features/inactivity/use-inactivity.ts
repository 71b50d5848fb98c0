import { useCallback, useEffect, useRef, useState } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '../../app/constants';
import { keepAlive } from '../../api/session/keep-alive';
import { inactivityPhase, latestActivity, msUntilNextPhase } from './inactivity-phase';

/** Other tabs of the same applicant count as activity: each writes its last activity here. */
const SHARED_KEY = 'admissions.lastActivity';
const SHARE_EVERY_MS = 5_000;
/** While the user works without calling the server, the server's idle clock is reset this often. */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

function readShared(): string | null {
  try {
    return window.localStorage.getItem(SHARED_KEY);
  } catch {
    return null;
  }
}

function writeShared(time: number): void {
  try {
    window.localStorage.setItem(SHARED_KEY, String(time));
  } catch {
    // Private mode without storage: this tab counts alone.
  }
}

/**
 * The inactivity timer of spec section 4, enabled only while logged in. It shows the prompt
 * 60 s before the 15-minute timeout and calls onExpire at the timeout, or at once when the user
 * comes back (activity, focus, a visible tab) after 15 minutes or more.
 */
export function useInactivity(enabled: boolean, onExpire: () => void) {
  const [prompting, setPrompting] = useState(false);
  const lastActivity = useRef(0);
  const promptingRef = useRef(false);
  const checkRef = useRef<() => void>(() => {});
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastShared = 0;
    let lastKeepAlive = Date.now();
    let expired = false;
    lastActivity.current = Date.now();

    const setPhasePrompt = (value: boolean) => {
      promptingRef.current = value;
      setPrompting(value);
    };
    const check = () => {
      clearTimeout(timer);
      if (expired) return;
      const idle = Date.now() - latestActivity(lastActivity.current, readShared());
      const phase = inactivityPhase(idle);
      if (phase === 'expired') {
        expired = true;
        setPhasePrompt(false);
        onExpireRef.current();
        return;
      }
      setPhasePrompt(phase === 'prompt');
      timer = setTimeout(check, msUntilNextPhase(idle));
    };
    checkRef.current = check;

    const onActivity = () => {
      if (promptingRef.current || expired) return; // the prompt wants an answer
      const now = Date.now();
      if (now - lastActivity.current >= INACTIVITY_TIMEOUT_MS) return check(); // back after a long absence
      lastActivity.current = now;
      if (now - lastShared >= SHARE_EVERY_MS) {
        lastShared = now;
        writeShared(now);
      }
      if (now - lastKeepAlive >= KEEP_ALIVE_EVERY_MS) {
        lastKeepAlive = now;
        keepAlive().catch(() => {});
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHARED_KEY && promptingRef.current) check();
    };

    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    window.addEventListener('storage', onStorage);
    writeShared(lastActivity.current);
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.removeEventListener('storage', onStorage);
      checkRef.current = () => {};
      promptingRef.current = false;
    };
  }, [enabled]);

  /** "Yes": the session is kept (the server's keep-alive) and the clock starts again. */
  const stay = useCallback(async () => {
    const now = Date.now();
    lastActivity.current = now;
    writeShared(now);
    promptingRef.current = false;
    setPrompting(false);
    checkRef.current();
    await keepAlive();
  }, []);

  return { prompting: enabled && prompting, stay };
}
