// The classes a checked link falls into, in the order the report lists them (fine first, worst
// last, so the end of the output is what needs attention). `failing` classes make the command
// exit 1; `short` (and `shortPlural` where it differs) names them in the summary; `level` is the GitHub annotation each place of such a link gets (none for fine links).

export const STATUSES = {
  ok: { label: 'OK', short: 'ok', failing: false },
  'redirected-temporary': { label: 'Redirected temporarily (fine; shown for reference)', short: 'redirected temporarily', failing: false },
  'redirected-permanent': { label: 'Moved permanently: update the link to the new address', short: 'moved permanently', failing: false, level: 'warning' },
  'check-by-hand': { label: 'Check by hand: refuses automated checks, may work in a browser', short: 'to check by hand', failing: false, level: 'warning' },
  'not-checked': { label: 'Not checked: the check ran out of time before an answer came (--deadline); run it again later', short: 'not checked', failing: false, level: 'warning' },
  timeout: { label: 'Timeout: no answer in time', short: 'timed out', failing: true, level: 'error' },
  'server-error': { label: 'Server error (5xx)', short: 'server error', shortPlural: 'server errors', failing: true, level: 'error' },
  tls: { label: 'TLS error: the secure connection failed', short: 'TLS error', shortPlural: 'TLS errors', failing: true, level: 'error' },
  unreachable: { label: 'DNS / connection failure', short: 'DNS/connection failure', shortPlural: 'DNS/connection failures', failing: true, level: 'error' },
  broken: { label: 'Broken: gone (404, 410), refused (other 4xx), a redirect loop or not an address', short: 'broken', failing: true, level: 'error' },
};

export const ORDER = Object.keys(STATUSES);

export const isFailing = (status) => STATUSES[status]?.failing === true;
