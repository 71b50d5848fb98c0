/** Latencies per kind of call, timed from the caller's side, and what they sum to. */
export class LatencyBook {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, string[]>();

  /** Times one call; a rejected promise or a non-2xx reply counts as a failure of its kind. */
  async time(kind: string, call: () => Promise<Response>): Promise<Response> {
    const started = performance.now();
    const res = await call().catch((error: unknown) => {
      this.fail(kind, String(error));
      throw error;
    });
    const elapsed = performance.now() - started;
    if (res.ok) (this.samples.get(kind) ?? this.samples.set(kind, []).get(kind)!).push(elapsed);
    else this.fail(kind, `${res.status} ${await res.clone().text()}`);
    return res;
  }

  fail(kind: string, why: string): void {
    (this.failures.get(kind) ?? this.failures.set(kind, []).get(kind)!).push(why);
  }

  failureCount(): number {
    return [...this.failures.values()].reduce((sum, list) => sum + list.length, 0);
  }

  firstFailures(): string[] {
    return [...this.failures].map(([kind, list]) => `${kind}: ${list.length}× e.g. ${list[0]}`);
  }

  percentile(kind: string, q: number): number {
    const sorted = [...(this.samples.get(kind) ?? [])].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  }

  /** One row per kind: calls, calls a second over `seconds`, p50/p95/p99 in ms. */
  rows(seconds: number): string[] {
    const header = `${'call'.padEnd(24)}${'calls'.padStart(7)}${'per s'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`;
    return [
      header,
      ...[...this.samples].map(([kind, list]) =>
        [
          kind.padEnd(24),
          String(list.length).padStart(7),
          (list.length / seconds).toFixed(1).padStart(8),
          ...[0.5, 0.95, 0.99].map((q) => this.percentile(kind, q).toFixed(1).padStart(8)),
        ].join(''),
      ),
    ];
  }
}
