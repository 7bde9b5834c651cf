// A person editing data/site.json by hand, in a process of its own (so the write truly races the
// editor's server): told a file, a text and a delay, it waits, writes the text in place as most
// text editors do, and says when it is done.
import { writeFileSync } from 'node:fs';

process.on('message', ({ file, text, delayMs }) => {
  setTimeout(() => {
    writeFileSync(file, text);
    process.send('written');
  }, delayMs);
});
