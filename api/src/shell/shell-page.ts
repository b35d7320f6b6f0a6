import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REMOTE_NAMES,
  PAGE_RENDERER_PROGRAM,
  REMOTE_SERVICES,
  type InlinePageData,
  type RemoteName,
} from '@shop/shared/contracts';
import { canonicalShopPath, matchShopPath, serverRendersPage } from '@shop/shared/routing';
import type { AppConfig } from '../config';
import { RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import type { Database } from '../db/schema';
import type { Catalogue } from '../catalogue';
import type { FrameData } from '../frame-data';
import { errorBody } from '../http/error-handling';
import { buildContentSecurityPolicy, remoteOrigins, socketOrigins } from '../http/security-headers';
import { REVALIDATE } from '../http/static-caching';
import { storeForHost } from '../http/store';
import { BuiltFile } from './built-file';
import { detectCountry } from './detected-country';
import { resolvePageData } from './page-data';
import { documentAroundRoot, renderPageDocument, type Preload } from './page-document';
import { RenderedPages } from './page-renderer/rendered-pages';
import { RenderPool, type RenderPoolLog } from './page-renderer/render-pool';
import { streamPage } from './page-stream';
import { RemoteManifests, type RemoteCriticalAssets } from './remote-manifests';
import { RemoteStylesheets } from './remote-stylesheets';
import {
  REMOTE_OVERRIDES_COOKIE,
  RemoteOverrideError,
  applyOverrideParameters,
  overridesBanner,
  readOverridesCookie,
  type RemoteOverrides,
} from './remote-overrides';
import { buildRuntimeConfig } from './runtime-config';
import { shopperSnapshot } from './shopper-snapshot';
import { NOT_FOUND_META, notFoundPath } from './not-found-page';

export interface ShellPageHandler {
  (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Stops the background work the pages keep going (the remotes' manifests kept fresh). */
  close(): void;
}

/**
 * A renderer this much longer on one page than its regions may take is stopped (a remote looping):
 * the page keeps what it sent, the browser renders the rest.
 */
const PAGE_DEADLINE_MARGIN_MS = 2_500;
/** The heap a renderer process may use: the shell, the remotes' server code and a few pages. */
const RENDERER_MEMORY_MB = 256;
/** Renderings kept for reuse, at most: a few hundred pages. */
const RENDERED_PAGES_MAX_CHARS = 16_000_000;

/** A minute after the last page, the server stops asking the CDN for manifests in advance. */
const MANIFEST_KEEP_WARM_MS = 60_000;

interface ShellCriticalAssets {
  js: string[];
  css: string[];
}

function parseCriticalAssets(text: string | null): ShellCriticalAssets {
  if (text === null) return { js: [], css: [] };
  const parsed = JSON.parse(text) as Partial<ShellCriticalAssets>;
  return { js: parsed.js ?? [], css: parsed.css ?? [] };
}

/**
 * Answers a page URL with the shell's document, written for that page: its language and head data
 * (title, description, canonical, hreflang, Open Graph), preloads for every file its first render
 * needs (the shell's start-up chunks, the owning remote's entry, module and styles, read from the
 * remote's manifest at run time), the runtime config, the data the first render reads, and (with
 * `serverRendering`) the page rendered by the shell's renderer processes, streamed into the root
 * element: the frame, and the page itself where it looks the same to every shopper. A path that
 * names nothing the shop has answers 404 with the shop's not-found page.
 */
export function createShellPageHandler(
  config: AppConfig,
  db: Kysely<Database>,
  frame: FrameData,
  catalogue: Catalogue,
  log: RenderPoolLog,
): ShellPageHandler {
  const template = new BuiltFile(path.join(config.shellDist, 'index.html'));
  const shellAssets = new BuiltFile(path.join(config.shellDist, 'critical-assets.json'));
  const renderPool = config.serverRendering
    ? new RenderPool({
        program: path.join(config.shellDist, PAGE_RENDERER_PROGRAM),
        remoteManifests: Object.fromEntries(
          REMOTE_NAMES.map((name) => [name, config.remotes[name].entry]),
        ),
        processes: config.serverRendering.processes,
        memoryMb: RENDERER_MEMORY_MB,
        frameHoldMs: config.serverRendering.frameHoldMs,
        regionDeadlineMs: config.serverRendering.regionDeadlineMs,
        pageDeadlineMs: config.serverRendering.regionDeadlineMs + PAGE_DEADLINE_MARGIN_MS,
        renderedPages: new RenderedPages({
          maxAgeMs: config.serverRendering.reuseMs,
          maxChars: RENDERED_PAGES_MAX_CHARS,
        }),
        log,
      })
    : null;
  const manifests = new RemoteManifests({
    manifestUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, config.remotes[name].entry]),
    ) as Record<RemoteName, string>,
    maxAgeMs: config.manifestMaxAgeMs,
    timeoutMs: config.manifestTimeoutMs,
    keepWarmMs: MANIFEST_KEEP_WARM_MS,
  });
  const remoteStylesheets = new RemoteStylesheets({
    timeoutMs: config.manifestTimeoutMs,
    retryAfterMs: config.manifestMaxAgeMs,
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await template.read();
    if (html === null) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send(
          errorBody(
            `The shell is not built: ${template.filePath} is missing. Run "npm run build" first.`,
          ),
        );
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const pathname = request.url.split('?')[0] ?? '/';
    let overrides: RemoteOverrides = {};
    if (config.remoteOverrides) {
      overrides = readOverridesCookie(request.cookies[REMOTE_OVERRIDES_COOKIE]);
      let applied;
      try {
        applied = applyOverrideParameters(request.url.slice(pathname.length), overrides);
      } catch (error) {
        if (!(error instanceof RemoteOverrideError)) throw error;
        return reply.code(400).header('Cache-Control', 'no-store').send(errorBody(error.message));
      }
      if (applied) {
        // Remembered for this browser only, then the same page without the parameters.
        if (Object.keys(applied.overrides).length > 0) {
          reply.setCookie(REMOTE_OVERRIDES_COOKIE, JSON.stringify(applied.overrides), {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
          });
        } else {
          reply.clearCookie(REMOTE_OVERRIDES_COOKIE, { path: '/' });
        }
        return reply.header('Cache-Control', 'no-store').redirect(pathname + applied.search, 303);
      }
    }
    const manifestUrl = (name: RemoteName) => overrides[name] ?? config.remotes[name].entry;
    const search = request.url.slice(pathname.length);
    // One URL per page (docs/shell.md, "URL policy"): no trailing slash, the route's words
    // in one letter case, and what fills them (a category, a page id, a misspelt alias older links
    // use) in the item's own spelling, reached in one redirect.
    const canonical = canonicalShopPath(pathname);
    const match = matchShopPath(canonical);
    const page = match ? await resolvePageData({ db, frame, catalogue }, match, search) : null;
    const found = page?.found === true;
    const redirectTo = page?.canonicalPath ?? (canonical !== pathname ? canonical : null);
    if (redirectTo) {
      return reply.header('Cache-Control', REVALIDATE).redirect(redirectTo + search, 301);
    }

    // After the page's data, not beside it: in `npm start` the CDN shares this process, and a page
    // whose data keeps the process busy (the first listing after a start) would outlast the wait.
    const remoteAssets = Object.fromEntries(
      await Promise.all(
        REMOTE_NAMES.map(
          async (name) => [name, await manifests.criticalAssets(name, manifestUrl(name))] as const,
        ),
      ),
    ) as Record<RemoteName, RemoteCriticalAssets | null>;
    const shell = parseCriticalAssets(await shellAssets.read());
    const owner = found && match ? remoteAssets[match.route.remote] : null;
    // A remote's page-wide service starts with its pages (the cart service with the cart page),
    // unless those pages keep its state themselves (the catalogue's hearts, the wishlist).
    const ownerService = REMOTE_SERVICES.find(
      (service) =>
        found && service.remote === match?.route.remote && !('startsWithPages' in service),
    );
    const serviceScripts =
      owner && ownerService ? (owner.moduleScripts[ownerService.module] ?? []) : [];
    // Another team's fragment in the first screen (the home's product carousel) loads with it.
    const fragments = (found && page?.fragments) || [];
    const fragmentScripts = fragments.flatMap(({ remote, module }) => {
      const assets = remoteAssets[remote];
      return assets ? [assets.remoteEntry, ...(assets.moduleScripts[module] ?? [])] : [];
    });
    // In the head, not left to the fragment's chunk: it would ask for them only once it runs, and
    // show nothing until they arrive.
    const remoteStyles = [
      ...(owner && match ? [{ remote: match.route.remote, hrefs: owner.styles }] : []),
      ...fragments.map(({ remote, module }) => ({
        remote,
        hrefs: remoteAssets[remote]?.moduleStyles[module] ?? [],
      })),
    ];
    // A developer's override is linked as it is: the server reads only the configured remotes.
    const stylesToInline = remoteStyles.flatMap(({ remote, hrefs }) =>
      overrides[remote] ? [] : hrefs,
    );
    const stylesToLink = remoteStyles.flatMap(({ remote, hrefs }) =>
      overrides[remote] ? hrefs : [],
    );
    const remoteScripts = [
      ...(owner ? [owner.remoteEntry, ...owner.scripts, ...serviceScripts] : []),
      ...fragmentScripts,
    ];
    const images = (found && page?.preloadImages) || [];
    const preloads: Preload[] = [
      ...images.map((image) => ({ ...image, as: 'image' as const })),
      ...shell.js.map((file) => ({ href: `/${file}`, as: 'script' as const })),
      ...[...new Set(remoteScripts)].map((href) => ({ href, as: 'script' as const })),
    ];

    const locale = match?.locale ?? (pathname.startsWith('/en/') ? 'en' : 'it');
    const runtimeConfig = buildRuntimeConfig(
      {
        ...config,
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [name, { ...config.remotes[name], entry: manifestUrl(name) }]),
        ) as AppConfig['remotes'],
      },
      storeForHost(request.host, config.storeOrigins),
      detectCountry(header(config.countryHeader), header('accept-language')),
      Object.fromEntries(
        Object.entries(remoteAssets).flatMap(([name, assets]) =>
          assets
            ? [[name, { script: assets.remoteEntry, contractVersion: assets.contractVersion }]]
            : [],
        ),
      ),
    );
    const meta =
      found && page
        ? { ...page.meta, path: pathname }
        : { ...NOT_FOUND_META[locale], path: notFoundPath(pathname) };
    const pageData: InlinePageData = {
      queries: page?.queries ?? [],
      shopper: await shopperSnapshot(db, request, reply, config.storeOrigins, locale),
      languages: {
        path: pathname,
        ...(meta.alternates && { alternates: meta.alternates }),
        ...(!found && { notFound: true }),
      },
    };

    if (page?.databaseUnavailable) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const banner = overridesBanner(overrides);
    const rendering = renderPool !== null && request.method !== 'HEAD';
    const scriptNonce = rendering ? randomBytes(16).toString('base64') : undefined;
    const withPage = found && match !== null && serverRendersPage(match.route);
    if (banner || scriptNonce) {
      // The overridden remotes' origins, and their dev servers' hot-update sockets, for this page;
      // the nonce of the server rendering's scripts.
      const manifestUrls = [
        ...REMOTE_NAMES.map((name) => config.remotes[name].entry),
        ...Object.values(overrides),
      ];
      reply.header(
        'Content-Security-Policy',
        buildContentSecurityPolicy(
          remoteOrigins(manifestUrls),
          socketOrigins([...config.devServerOrigins, ...Object.values(overrides)]),
          scriptNonce,
          Object.values(config.storeOrigins),
        ),
      );
    }
    const document = renderPageDocument(html, {
      locale,
      meta,
      storeOrigins: config.storeOrigins,
      preloads,
      stylesheets: [
        ...shell.css.map((href) => ({ href: `/${href}` })),
        ...(await remoteStylesheets.forPage([...new Set(stylesToInline)])),
        ...[...new Set(stylesToLink)].map((href) => ({ href })),
      ],
      runtimeConfig,
      pageData,
      banner,
      paintedWithoutScripts: scriptNonce && withPage ? { scriptNonce } : undefined,
      serverMarkup: scriptNonce ? { scriptNonce } : undefined,
    });
    reply
      .code(page?.databaseUnavailable ? 503 : found ? 200 : 404)
      .type('text/html; charset=utf-8')
      // The page carries the shopper's own header state: browsers may keep it, shared caches not.
      .header('Cache-Control', `private, ${REVALIDATE}`)
      .header('Vary', `Host, Accept-Language, ${config.countryHeader}`);
    if (!renderPool || !scriptNonce) return reply.send(document);
    const pieces = renderPool.render(
      { input: { url: request.url, locale, runtimeConfig, pageData }, withPage, scriptNonce },
      releasesOf(remoteAssets),
    );
    return reply.send(
      streamPage(documentAroundRoot(document), pieces, {
        withPage,
        onFailure: (error) =>
          request.log.warn({ err: error }, 'page sent without server rendering'),
      }),
    );
  };
  return Object.assign(servePage, {
    close: () => {
      manifests.close();
      renderPool?.close();
    },
  });
}

/**
 * Which build of each remote a page names: its modules' hashed file names and its server
 * container's (a release that changes nothing changes none), or null where the manifest did not
 * answer.
 */
function releasesOf(
  assets: Record<RemoteName, RemoteCriticalAssets | null>,
): Record<RemoteName, string | null> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const remote = assets[name];
      return [
        name,
        remote
          ? JSON.stringify([remote.contractVersion, remote.moduleScripts, remote.serverEntry])
          : null,
      ];
    }),
  ) as Record<RemoteName, string | null>;
}

/** Page navigations: GET or HEAD outside the API. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname !== '/api' && !pathname.startsWith('/api/');
}
