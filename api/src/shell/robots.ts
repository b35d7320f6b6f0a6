/** Private and transactional areas, in both locales, stay out of search engines. */
const PRIVATE_PATHS = ['/account', '/checkout', '/cart', '/login'];

export function robotsTxt(): string {
  const disallowed = PRIVATE_PATHS.flatMap((path) => [path, `/en${path}`]);
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), ''].join(
    '\n',
  );
}
