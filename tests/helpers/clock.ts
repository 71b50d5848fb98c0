/** A clock a test moves by hand: pass `clock.now` to buildTestApp, then `advance` past an expiry. */
export class TestClock {
  private at: number;

  constructor(start = Date.now()) {
    this.at = start;
  }

  now = (): Date => new Date(this.at);

  advance(ms: number): void {
    this.at += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
