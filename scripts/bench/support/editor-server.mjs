// The site editor on a server of its own, in a process of its own, for the bench's editor-check
// section (scripts/bench/editor-check.mjs): the bench then sends checks as the editor's page does,
// from another process, as a browser would. Forked with the manifest and the built site's folder;
// says { url, token } once listening, answers "cpu" with the CPU time this process (its threads
// included) has used so far, in ms, and ends when the bench lets go of it.
import { startEditorServer } from '../../editor/standalone.mjs';

const [manifestFile, outDir] = process.argv.slice(2);
const server = await startEditorServer({ manifestFile, outDir, log: (l) => console.error(l) });
process.on('message', (m) => {
  if (m !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send({ cpuMs: (user + system) / 1000 });
});
process.send({ url: server.url, token: server.token });
process.on('disconnect', async () => { await server.close(); process.exit(0); });
