import type { FastifyPluginAsync } from 'fastify';
import type { OperatorRemoteStatus, OperatorRemotesResponse } from '@shop/shared/contracts';
import type { AppConfig } from '../config';
import { escapeHtml } from '../http/escape-html';
import { requireOperator } from '../http/operator-auth';
import { remoteStatuses } from './remote-status';

export const REMOTES_PAGE_PATH = '/operator/remotes';

const STYLE = `
body{margin:0;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .5rem;overflow-wrap:anywhere}
ul{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1rem;
grid-template-columns:repeat(auto-fill,minmax(min(100%,22rem),1fr))}
li{border:1px solid #767676;border-radius:4px;padding:.75rem}
dl{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;min-width:0}
.bad{color:#a10000;font-weight:600}
`;

function describe(status: OperatorRemoteStatus): string {
  const rows: [string, string][] = [
    ['Live version', escapeHtml(status.liveRelease ?? 'build folder (never released)')],
    [
      'Built',
      status.builtAt
        ? `<time datetime="${escapeHtml(status.builtAt)}">${escapeHtml(status.builtAt)}</time>`
        : 'unknown',
    ],
    [
      'Contract',
      `${escapeHtml(status.contractVersion ?? 'unknown')}${
        status.compatibleWithShell ? '' : ' <span class="bad">(the shell cannot run it)</span>'
      }`,
    ],
    ['Manifest', status.manifestAnswers ? 'answers' : '<span class="bad">does not answer</span>'],
    ['Rollback to', escapeHtml(status.previousRelease ?? 'nothing (no earlier release)')],
    ['Manifest URL', escapeHtml(status.manifestUrl)],
  ];
  return (
    `<li><h2>${escapeHtml(status.remote)}</h2><dl>` +
    rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('') +
    '</dl></li>'
  );
}

/** What is live, for a person: the same facts as `GET /api/operator/remotes`, one card a remote. */
export function renderRemotesPage(answer: OperatorRemotesResponse): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>Remotes live · operators</title><style>${STYLE}</style></head><body><main>` +
    '<h1>Remotes live</h1>' +
    `<p>The shell provides contract ${escapeHtml(answer.shellContractVersion ?? 'unknown')}. ` +
    'Roll back with <code>npm run rollback -- &lt;remote&gt;</code>.</p>' +
    `<ul>${answer.remotes.map(describe).join('')}</ul></main></body></html>`
  );
}

/**
 * The operators' page of the live remotes, behind the operator token. A browser is asked for it
 * as HTTP Basic credentials (any user name, the token as password), so the page never holds it.
 */
export const operatorPageRoutes: FastifyPluginAsync<{
  operatorToken: string | undefined;
  config: AppConfig;
}> = async (app, { operatorToken, config }) => {
  app.addHook('onRequest', requireOperator(operatorToken, { browser: true }));
  app.get(REMOTES_PAGE_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderRemotesPage(await remoteStatuses(config))),
  );
};
