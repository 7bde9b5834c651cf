// How quick the machine is at the moment, so the bench's times can be read against it: on a shared
// virtual machine the same single-threaded work takes from 0.8 s to 1.6 s from one minute to the
// next while the load average stays under 1, a swing no load figure shows. The reference work is
// what validation and prerendering spend their time on: making, reading and collecting many small
// objects and strings. Run at the bench's start and end; a time far above the calm one says that
// every wall and CPU time of the run is too.
import { median } from './first-load.mjs';

/** The reference work: builds a tree of about 200,000 small records, writes it as JSON and reads it back. */
function referenceWork() {
  const rows = [];
  for (let i = 0; i < 200_000; i++) rows.push({ id: i, title: `Resource ${i}`, tags: ['worksheet', `area-${i % 97}`], score: (i * 7919) % 1000 });
  const text = JSON.stringify(rows);
  let sum = 0;
  for (const r of JSON.parse(text)) sum += r.score + r.title.length;
  return sum;
}

/** The median time of `runs` runs of the reference work (ms). */
export function machineSpeed(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    referenceWork();
    times.push(performance.now() - t);
  }
  return Math.round(median(times));
}
