// The placeholders the project ships (schema/read/placeholders.ts) filled in with real-looking values:
// a manifest as its owner publishes it, which warns about none and builds with --release.
const VALUES = { email: 'hello@familypracticetools.org', phone: '(503) 555-0142', paypalButtonId: '8QZ3XK2LJ7W4N' };

export function filledIn(manifest) {
  const m = structuredClone(manifest);
  m.site.url = 'https://www.familypracticetools.org';
  for (const k of Object.keys(m.site.variables ?? {})) m.site.variables[k] = VALUES[k] ?? `real ${k}`;
  m.site.connect.href = 'https://www.linkedin.com/company/family-practice-tools';
  return m;
}
