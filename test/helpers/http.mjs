// Raw HTTP for the server tests: the status and headers exactly as sent, bodies not decoded.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** GET (or `method`) one path, without following redirects or decoding: { status, headers, raw, body }.
 * The path is sent as written ("//evil.example/" is a path, not another host). Over https the
 * certificate is not checked (the tests' own, self-signed). */
export function fetchRaw(origin, path, { headers = {}, method = 'GET' } = {}) {
  const url = new URL(origin);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((ok, fail) => {
    const target = { protocol: url.protocol, hostname: url.hostname, port: url.port, path };
    const req = request({ ...target, method, headers, agent: false, rejectUnauthorized: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The response head as the server sent it, one header a line (the Date line left out). */
export const headLines = (res) => {
  const lines = [`HTTP ${res.status}`];
  for (let i = 0; i < res.raw.length; i += 2) if (res.raw[i].toLowerCase() !== 'date') lines.push(`${res.raw[i]}: ${res.raw[i + 1]}`);
  return lines.join('\n');
};
