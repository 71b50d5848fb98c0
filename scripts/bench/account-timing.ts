import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { confirmationCodeOf, readOutbox } from '../../tests/helpers/outbox';
import { startProductionServer } from './harness';

/**
 * `npm run bench:account-timing` (issue 27, item 5): the public account calls against the real
 * server over HTTP, for a confirmed address, one waiting for confirmation and an unknown one.
 * Each call meets each address once (as a stranger probing many addresses would), and the three
 * calls of a round go back to back, in an order drawn at random. A load burst slows a whole round, so the
 * figure is the median over rounds of each kind's time ÷ the unknown address's time (paired
 * medians); the target is within ±10 %. BENCH_CALLS (200) rounds per call, BENCH_STORES
 * (postgres when DATABASE_URL is set, else pglite; or "pglite,postgres").
 */
const calls = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 10;
const BOUND = 0.1;
const PASSWORD = 'Bench-Password-42!';
const WRONG_PASSWORD = 'Not-The-Password-42!';
const databaseUrl = process.env.DATABASE_URL;
const stores = (process.env.BENCH_STORES ?? (databaseUrl ? 'postgres' : 'pglite')).split(',');

type Kind = 'confirmed' | 'pending' | 'unknown';
const KINDS: Kind[] = ['confirmed', 'pending', 'unknown'];
/**
 * Each round's order is drawn at random (a fixed seed, so runs are alike). Work a call leaves
 * for after its reply (mail, a counted wrong code) slows the next call or two; any fixed
 * pattern of orders puts one kind after the others more often at some distance (the six
 * permutations in a balanced cycle still put every unknown address two calls after a known
 * one), and so charges their trailing work to it.
 */
function roundOrders(seed: number): () => Kind[] {
  let state = seed;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    const order = [...KINDS];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  };
}

interface Probe {
  path: string;
  body: (username: string, kind: Kind) => object;
}

// Signup first (it must meet new addresses as unknown ones), log-in last (its refusals count).
const PROBES: Probe[] = [
  { path: '/public/signup', body: (username) => ({ username, password: PASSWORD }) },
  // A code no account holds (a right guess would be one in a million, and show as a reply).
  { path: '/public/confirm', body: (username) => ({ username, code: '000000' }) },
  { path: '/public/resend-confirm', body: (username) => ({ username }) },
  { path: '/public/forgot-password', body: (username) => ({ username }) },
  // The pending account's own password: the most a stranger could know, refused all the same.
  {
    path: '/public/login',
    body: (username, kind) => ({
      username,
      password: kind === 'pending' ? PASSWORD : WRONG_PASSWORD,
    }),
  },
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function post(url: string, body: object): Promise<{ ms: number; reply: string }> {
  const started = process.hrtime.bigint();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, reply: `${res.status} ${text}` };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/** Signs every address up and confirms the first `confirmCount`, through the HTTP API. */
async function makeAccounts(url: string, dataDir: string, names: string[], confirmCount: number) {
  await inParallel(names, 4, async (username) => {
    const { reply } = await post(`${url}/public/signup`, { username, password: PASSWORD });
    if (!reply.startsWith('200 ')) throw new Error(`sign-up of ${username}: ${reply}`);
  });
  let codes = new Map<string, string>();
  for (const deadline = Date.now() + 120_000; codes.size < names.length;) {
    if (Date.now() > deadline) throw new Error('confirmation mail did not arrive in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    codes = new Map(readOutbox(dataDir).map((m) => [m.to, confirmationCodeOf(m)]));
  }
  await inParallel(names.slice(0, confirmCount), 4, async (username) => {
    const code = codes.get(username) ?? '';
    const { reply } = await post(`${url}/public/confirm`, { username, code });
    if (!reply.startsWith('200 ')) throw new Error(`confirming ${username}: ${reply}`);
  });
}

interface Figures {
  path: string;
  medianMs: Record<Kind, number>;
  /** Median over rounds of the kind's time ÷ the unknown address's time. */
  pairedRatio: Record<Exclude<Kind, 'unknown'>, number>;
  replies: string[];
}

async function measure(url: string, probe: Probe, addresses: Record<Kind, string[]>) {
  const times: Record<Kind, number[]> = { confirmed: [], pending: [], unknown: [] };
  const replies = new Set<string>();
  const rounds = addresses.unknown.length;
  const nextOrder = roundOrders(27);
  for (let round = 0; round < rounds; round++) {
    for (const kind of nextOrder()) {
      const username = addresses[kind][round]!;
      const { ms, reply } = await post(`${url}${probe.path}`, probe.body(username, kind));
      replies.add(reply);
      if (round >= WARM_UP) times[kind].push(ms);
    }
  }
  const ratio = (kind: Kind) => median(times[kind].map((ms, i) => ms / times.unknown[i]!));
  return {
    path: probe.path,
    medianMs: {
      confirmed: median(times.confirmed),
      pending: median(times.pending),
      unknown: median(times.unknown),
    },
    pairedRatio: { confirmed: ratio('confirmed'), pending: ratio('pending') },
    replies: [...replies],
  } satisfies Figures;
}

async function benchStore(store: string): Promise<boolean> {
  const schema = `bench_timing_${randomBytes(4).toString('hex')}`;
  // Limits out of the way: one client address makes every call; mail is capped per day.
  const env: Record<string, string> = {
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
    MAIL_PER_RECIPIENT_PER_DAY: '1000000',
  };
  if (store === 'postgres') {
    if (!databaseUrl) throw new Error('the postgres store needs DATABASE_URL');
    Object.assign(env, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  }
  const server = await startProductionServer(env);
  try {
    const total = calls + WARM_UP;
    const stamp = randomBytes(3).toString('hex');
    const names = (kind: Kind) =>
      Array.from({ length: total }, (_, i) => `${kind}-${stamp}-${i}@example.edu`);
    const known = [...names('confirmed'), ...names('pending')];
    const started = Date.now();
    await makeAccounts(server.url, server.dataDir, known, total);
    console.log(
      `\n${store}: ${total} confirmed and ${total} pending accounts made in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `${calls} rounds per call after ${WARM_UP} of warm-up; load average ${loadavg()[0]!.toFixed(1)}`,
    );
    let allWithin = true;
    for (const probe of PROBES) {
      const unknown = Array.from(
        { length: total },
        (_, i) => `nobody-${probe.path.split('/').pop()}-${stamp}-${i}@example.edu`,
      );
      const f = await measure(server.url, probe, {
        confirmed: names('confirmed'),
        pending: names('pending'),
        unknown,
      });
      const within =
        f.replies.length === 1 &&
        Math.abs(f.pairedRatio.confirmed - 1) <= BOUND &&
        Math.abs(f.pairedRatio.pending - 1) <= BOUND;
      allWithin &&= within;
      const ms = (kind: Kind) => `${f.medianMs[kind].toFixed(2)}`;
      console.log(
        `${f.path.padEnd(24)} median ms confirmed ${ms('confirmed')}, pending ${ms('pending')}, unknown ${ms('unknown')}; ` +
          `paired ratio ÷ unknown: confirmed ${f.pairedRatio.confirmed.toFixed(3)}, pending ${f.pairedRatio.pending.toFixed(3)}; ` +
          `${f.replies.length === 1 ? 'one reply' : `${f.replies.length} DIFFERENT replies: ${f.replies.join(' | ')}`}; ` +
          `${within ? 'within' : 'OUTSIDE'} ±${BOUND * 100} %`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return allWithin;
  } finally {
    await server.close();
    if (store === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

async function main(): Promise<void> {
  let ok = true;
  for (const store of stores) ok = (await benchStore(store.trim())) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
