import { readdirSync, readFileSync } from 'node:fs';

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 1/100 s.
const TICK_MS = 10;

/** CPU time (user + system) a process has used, in ms, from /proc; NaN where it is missing. */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU time used so far by every PostgreSQL process on this machine (its backends included). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMs(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}
