// Reads a V8 .cpuprofile (node --cpu-prof) into the functions that took the most time: self
// time (the function's own code) and inclusive time (with what it called), each counted once
// per sample however often it recurs on the stack.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionTime {
  name: string;
  selfMs: number;
  totalMs: number;
}

/**
 * "judgeSave src/server/application/judge-save.ts" (a built-in: its name alone). No line: tsx
 * compiles each file to one line, so a project function's would always be 1.
 */
function label({ functionName, url }: ProfileNode['callFrame']): string {
  const file = url.replace(/^file:\/\//, '').replace(/^.*?\/(src|node_modules)\//, '$1/');
  return file ? `${functionName || '(anonymous)'} ${file}` : functionName;
}

export function summarizeProfile(file: string): FunctionTime[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const times = new Map<string, FunctionTime>();
  const entry = (name: string) => {
    let time = times.get(name);
    if (!time) times.set(name, (time = { name, selfMs: 0, totalMs: 0 }));
    return time;
  };
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const self = byId.get(id);
    if (!self) return;
    entry(label(self.callFrame)).selfMs += ms;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label((byId.get(at) as ProfileNode).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      entry(name).totalMs += ms;
    }
  });
  return [...times.values()];
}
