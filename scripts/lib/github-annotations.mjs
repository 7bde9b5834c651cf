// GitHub Actions workflow commands. Under GITHUB_ACTIONS=true a tool prints each located problem
// this way as well, so a pull request shows it on the line of the file that caused it.
// Escaping follows the runner's rules: %, CR and LF in the message; also ":" and "," in properties.

const escapeData = (s) => String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export const inGitHubActions = (env = process.env) => env.GITHUB_ACTIONS === 'true';

/** `::error file=data/site.json,line=3,col=7::message` (level: error, warning or notice). */
export function annotation(level, { file, line, col, title }, message) {
  const props = [
    file && `file=${escapeProperty(file)}`,
    line && `line=${line}`,
    col && `col=${col}`,
    title && `title=${escapeProperty(title)}`,
  ].filter(Boolean).join(',');
  return `::${level}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
