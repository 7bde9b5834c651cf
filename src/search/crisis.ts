// Whether a query is about suicide, self-harm or a crisis, so the crisis lines show first. The
// keywords are data (site.crisis.keywords); each matches where a word of the query starts with
// it, ignoring case and punctuation ("Self-harm" matches "self harm", "suicid" matches "suicidal");
// a number matches only as a whole word ("988", not "9880"), and accents are optional ("autolesion"
// is "autolesión", as search itself reads them).
const normal = (s: string) => ` ${s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

export function isCrisisQuery(query: string, keywords: readonly string[]): boolean {
  const q = normal(query);
  return keywords.some((k) => {
    const word = normal(k);
    if (!word.trim()) return false;
    return q.includes(/^ \d+ $/.test(word) ? word : word.trimEnd());
  });
}
