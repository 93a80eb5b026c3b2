import { escapeMarkup as escape } from '../../lib/markup';

type Doc = { info: { title: string; description: string }; paths: Record<string, Record<string, Operation>> };
type Operation = {
  tags: string[];
  summary?: string;
  security?: Record<string, unknown>[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const json = (value: unknown) => `<pre><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const access = op.security ? Object.keys(op.security[0] ?? {}).join(', ') : 'public';
  const params = op.parameters.length
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${json(p.schema)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => `<h4>Request body (${escape(type)})</h4>${json(c.schema)}`)
        .join('')
    : '';
  const answers = Object.entries(op.responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {})
        .filter(([type]) => !(status === 'default' && type === 'application/json'))
        .map(([type, c]) => `<p>${escape(type)}</p>${json(c.schema)}`)
        .join('');
      return `<h4>${escape(status)}: ${escape(r.description)}</h4>${content}`;
    })
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section id="${id}"><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>${op.summary ? `<p>${escape(op.summary)}</p>` : ''}<p>Access: ${escape(access)}</p>${params}${body}${answers}</section>`;
}

/** The OpenAPI document as one plain page: no scripts, no outside styles, readable as it is. */
export function referencePage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const toc = [...byTag.keys()].map((tag) => `<li><a href="#${tag.replace(/[^A-Za-z0-9]+/g, '-')}">${escape(tag)}</a></li>`).join('');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<section id="${tag.replace(/[^A-Za-z0-9]+/g, '-')}"><h2>${escape(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(doc.info.title)}</title></head><body><main><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p><p>The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1). Every failure answers the error envelope <code>{ success: false, message, code, fieldErrors?, errors?, requestId }</code>.</p><nav aria-label="Sections"><ul>${toc}</ul></nav>${sections}</main></body></html>`;
}
