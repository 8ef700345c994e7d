/**
 * The instructions the TPRM modal links to ("links to instructions", visitor spec §2): how a partner tool pulls
 * the account's data with a token. The same text is in `docs/tprm.md`; this page is served by the edge so the link
 * works on every installation.
 */
import { TPRM_PULL_PATH } from '../../../content/questionnaires.ts';
import { escapeHtml } from '../subscriptions/confirmation-email.ts';

/** A self-contained HTML page; `baseUrl` is the portal's address (no trailing slash). */
export function tprmInstructionsHtml(baseUrl: string): string {
  const endpoint = `${baseUrl}${TPRM_PULL_PATH}`;
  const curl = `curl -H "Authorization: Bearer <token>" ${endpoint}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Send trust center data to a TPRM tool</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.55;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937}code,pre{background:#f3f4f6;border-radius:4px}pre{padding:.75rem;overflow:auto}code{padding:0 .25rem}</style></head>
<body>
<h1>Send trust center data to a TPRM tool</h1>
<p>A member of an account signed in to the trust center chooses <strong>Send data to TPRM</strong>, picks the TPRM tool and
copies the token it shows. The token lets that tool fetch, once, exactly what the account may see in the trust center.</p>
<ol>
<li>Paste the token into your TPRM tool (or give it to the person who configures the integration).</li>
<li>The tool sends one request: <pre><code>${escapeHtml(curl)}</code></pre></li>
<li>The answer is JSON: <code>version</code>, <code>generatedAt</code>, <code>organization</code>, <code>account</code>, <code>partner</code>
and <code>view</code> — the account's view of the trust center (products, cards, items with their explanations, document
metadata, subprocessors, knowledge base entries, updates) filtered by the account's permission profile.</li>
</ol>
<h2>Limits</h2>
<ul>
<li>Tokens expire after 24 hours.</li>
<li>A token can be used once: a second request with it is answered <code>410</code>; generate a new token in the trust center.</li>
<li>An expired, altered or unknown token is answered <code>401</code>; so is a token of an account whose access has ended.</li>
<li>Errors are JSON: <code>{ "status": 401, "error": "…", "code": "TPRM_TOKEN_INVALID" }</code>.</li>
</ul>
</body>
</html>`;
}
