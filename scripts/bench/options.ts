/** The parts of the bench, in the order they run. */
export const AREAS = [
  'build',
  'pages',
  'pictures',
  'remotes',
  'lighthouse',
  'interactions',
  'api',
  'page-server',
  'import',
] as const;
export type Area = (typeof AREAS)[number];

export interface BenchOptions {
  areas: Area[];
}

/** `--only=pages,lighthouse` runs those parts; without it, every part runs. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const unknown = argv.filter((arg) => !arg.startsWith('--only='));
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(' ')}; use --only=${AREAS.join(',')}`);
  if (only === undefined) return { areas: [...AREAS] };
  const asked = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const wrong = asked.filter((name) => !(AREAS as readonly string[]).includes(name));
  if (wrong.length > 0 || asked.length === 0)
    throw new Error(`--only takes some of ${AREAS.join(', ')}; got "${only}"`);
  return { areas: AREAS.filter((area) => asked.includes(area)) };
}
