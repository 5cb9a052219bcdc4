import type { FailureRule } from './failures';
import type { Received, ReceivedValue } from './store';

/** Everything shown here came from the network, so every value goes through this. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const show = (value: ReceivedValue): string => {
  if (value === null) return '<em>none</em>';
  if (Array.isArray(value)) return value.map((item) => escapeHtml(item)).join('<br>');
  return escapeHtml(String(value));
};

function fieldTable(data: Received['data']): string {
  const rows = Object.entries(data)
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${show(value)}</td></tr>`)
    .join('');
  return rows ? `<table>${rows}</table>` : '<p><em>no fields</em></p>';
}

function section(title: string, records: Received[]): string {
  const items = [...records]
    .reverse()
    .map(
      (record) =>
        `<li><time datetime="${escapeHtml(record.at)}">${escapeHtml(record.at)}</time>${fieldTable(record.data)}</li>`,
    )
    .join('');
  return `<section><h2>${escapeHtml(title)} (${records.length})</h2>${items ? `<ol>${items}</ol>` : '<p>Nothing received yet.</p>'}</section>`;
}

const describeRule = (rule: FailureRule) =>
  `${rule.mode} on ${rule.route ?? 'all routes'}, ${Number.isFinite(rule.remaining) ? `${rule.remaining} left` : 'permanent'}` +
  (rule.mode === 'slow' ? `, ${rule.delayMs} ms` : '');

export function renderIndexPage(received: Received[], failures: FailureRule[]): string {
  const ofKind = (kind: Received['kind']) => received.filter((record) => record.kind === kind);
  const failureList = failures.length
    ? `<ul>${failures.map((rule) => `<li>${escapeHtml(describeRule(rule))}</li>`).join('')}</ul>`
    : '<p>No failure is switched on.</p>';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Services emulator</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
code { background: #f2f2f2; padding: 0 .25em; border-radius: 3px; }
table { border-collapse: collapse; margin: .25rem 0 1rem; }
th, td { border: 1px solid #ddd; padding: .2rem .5rem; text-align: left; vertical-align: top; }
td { white-space: pre-wrap; word-break: break-word; }
time { color: #555; font-size: .9em; }
</style>
</head>
<body>
<h1>Services emulator</h1>
<p>Stands in for the three outside services the website calls from the browser. Newest first; <a href="/">reload</a> to refresh.</p>
<h2>Endpoints</h2>
<ul>
<li><code>POST /api/trial-user/signup</code> (form field <code>email</code>) answers <code>{"linkToken": "..."}</code> or <code>{"error": "..."}</code>.</li>
<li><code>POST /leads</code> (multipart form) records every field and answers <code>ok</code>.</li>
<li><code>POST /v1/chat/completions</code> (OpenAI-compatible, any bearer token) answers prose with a JSON object between <code>***</code> markers, shaped like the prompt's <code>&lt;example&gt;</code>.</li>
<li><code>GET /__emulator/received?kind=signup|lead|ai</code> lists what was received as JSON; <code>DELETE /__emulator/received</code> forgets it.</li>
</ul>
<h2>Failure switch</h2>
<p><code>POST /__emulator/fail</code> with <code>{"mode": "error|http500|badjson|slow|drop", "route": "signup|leads|ai", "count": 1, "delayMs": 15000}</code>
makes the next matching requests fail; <code>DELETE /__emulator/fail</code> switches it off. <code>EMULATOR_FAIL=mode[:route]</code> sets a permanent failure at start.</p>
${failureList}
${section('Trial sign-ups', ofKind('signup'))}
${section('Leads', ofKind('lead'))}
${section('AI calls', ofKind('ai'))}
</body>
</html>`;
}
