// Checks: every check a browser test makes is counted, its failures collected and reported all at
// once at the end of the test, and each file prints its totals.
import * as assert from 'uvu/assert';

export const stats = { checks: 0, failed: 0, axeRuns: 0 };

export class Checks {
  constructor() { this.failures = []; }
  ok(cond, message) {
    stats.checks++;
    if (!cond) { stats.failed++; this.failures.push(message); }
    return !!cond;
  }
  eq(actual, expected, message) {
    return this.ok(Object.is(actual, expected), `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
  /** Adds each problem line as a failed check (or one passed check when there are none). */
  none(problems, where) {
    if (!problems.length) return this.ok(true, '');
    for (const p of problems) this.ok(false, `${where}: ${p}`);
    return false;
  }
  /** Fails the uvu test with every collected failure listed. */
  done() {
    if (this.failures.length) {
      const shown = this.failures.slice(0, 80);
      const more = this.failures.length - shown.length;
      assert.unreachable(`${this.failures.length} check(s) failed:\n      - ${shown.join('\n      - ')}${more > 0 ? `\n      … and ${more} more` : ''}`);
    }
  }
}

/** Prints the file's totals; call from test.after. */
export function printStats(label, extra = {}) {
  const parts = Object.entries({ checks: stats.checks, failed: stats.failed, 'axe runs': stats.axeRuns, ...extra }).map(([k, v]) => `${k}: ${v}`);
  console.log(`\n  [${label}] ${parts.join(', ')}`);
}
