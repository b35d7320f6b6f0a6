/**
 * First path segments the shop answers (after the optional `/en` prefix). The server answers
 * HTTP 404 for any other top-level path; the shell renders its 404 page for those too.
 */
export const TOP_LEVEL_SEGMENTS = [
  '',
  'account',
  'blog',
  'brand',
  'cart',
  'careguide',
  'categories',
  'checkout',
  'curadelcapo',
  'login',
  'pages',
  'products',
] as const;

export type TopLevelSegment = (typeof TOP_LEVEL_SEGMENTS)[number];

/** Whether a URL path (without query) belongs to a route the shop knows. */
export function isKnownShopPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'en') segments.shift();
  const first = segments[0] ?? '';
  return (TOP_LEVEL_SEGMENTS as readonly string[]).includes(first);
}
