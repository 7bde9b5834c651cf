// The port npm start serves on: PORT (4173 unless set), or the first free one of the 20 after it,
// so a second npm start, or another program on the port, does not stop this one.
import { startStaticServer } from '../lib/static-server.mjs';

/** Starts the static server on `port`, or, when it is in use, on the first free one of the `ports`
 * after it, and says so. A port it cannot have throws an error that says what to do. */
export async function listenFrom({ port, ports, log, ...options }) {
  const choose = 'choose another port, like this: PORT=5000 npm start';
  for (let p = port; ; p++) {
    try {
      const server = await startStaticServer({ ...options, port: p });
      const taken = p === port + 1 ? `Port ${port} is` : `Ports ${port} to ${p - 1} are`;
      if (p !== port) log(`${taken} in use (another npm start still running, or another program): serving on port ${p} instead. To pick the port: PORT=${p} npm start`);
      return server;
    } catch (err) {
      if (err.code === 'EADDRINUSE' && port !== 0 && p < port + ports) continue;
      if (err.code === 'EADDRINUSE') {
        const which = p === port ? `Port ${port} is` : `Ports ${port} to ${p} are all`;
        throw new Error(`${which} in use on ${options.host} (another npm start still running, or another program): stop it, or ${choose}`);
      }
      if (err.code === 'EACCES') throw new Error(`Port ${p} is not open to this user (ports below 1024 need administrator rights): ${choose}`);
      throw err;
    }
  }
}
