// A progress line on stderr while links are checked: redrawn in place on a terminal, and at most
// one line every `everyMs` otherwise (CI logs), so a long run shows it is alive without flooding.
import { isFailing } from './statuses.mjs';

export function progress(total, { stream = process.stderr, everyMs = 10_000, now = Date.now } = {}) {
  const tty = Boolean(stream.isTTY);
  let done = 0;
  let failing = 0;
  let lastLine = now();
  const line = () => `Checking links: ${done}/${total} done${failing ? `, ${failing} failing` : ''}`;
  return {
    tick(result) {
      done++;
      if (isFailing(result.status)) failing++;
      if (tty) stream.write(`\r\x1b[K${line()}`);
      else if (now() - lastLine >= everyMs && done < total) {
        lastLine = now();
        stream.write(`${line()}\n`);
      }
    },
    end() {
      if (tty) stream.write('\r\x1b[K');
    },
  };
}
