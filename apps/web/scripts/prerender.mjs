// Renders every public page to static HTML after the client build, so pages show content before
// (and without) JavaScript. Also writes the app shell, the 404 page, sitemap.xml and robots.txt.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const server = await import(pathToFileURL(path.join(webRoot, 'dist-server/entry-server.js')).href);
const origin = (process.env.PUBLIC_ORIGIN ?? server.college.website).replace(/\/$/, '');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// A prerendered page paints from its own HTML and starts its app after that (src/boot.ts): the
// template's entry script and the modules it preloads move into an inert
// <template id="after-paint" data-app="entry">, with the page's own chunks (src/app/router.tsx:
// every page's code is a lazily loaded chunk), so they come together once the boot script asks,
// rather than the app asking for its page's code after it has started. Pages that read from the API
// load the shared query cache, and the application's messages, too.
const [entryScript, entryFile] = template.match(/<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/) ?? [];
if (!entryScript || !entryFile) throw new Error('the page template has no entry script');
const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g)];
const bootFile = manifest['src/boot.ts']?.file;
if (!bootFile) throw new Error('the build has no boot script (src/boot.ts)');
const API_PAGE = ['src/app/query-provider.tsx', 'src/locales/application/{locale}.po'];
const ROUTE_CHUNKS = [
  ['/', 'src/app/routes/home.tsx'],
  ['/about', 'src/app/routes/about.tsx'],
  ['/admission', 'src/app/routes/admission.tsx', ...API_PAGE],
  ['/program/:id', 'src/app/routes/program.tsx'],
  ['/departments/:id', 'src/app/routes/department.tsx'],
  ['/facilities', 'src/app/routes/facilities.tsx'],
  [
    '/student-corner/question-papers',
    'src/app/routes/student-corner.tsx',
    'src/features/question-papers/components/question-paper-archive.tsx',
    'src/app/query-provider.tsx',
  ],
  ['/student-corner/:tab', 'src/app/routes/student-corner.tsx'],
  ['/contact', 'src/app/routes/contact.tsx'],
  ['/privacy', 'src/app/routes/notice.tsx'],
  ['/terms', 'src/app/routes/notice.tsx'],
  ['/404', 'src/app/routes/not-found.tsx'],
];
const chunksOf = (route) => ROUTE_CHUNKS.find(([pattern]) => matchPath(pattern, route))?.slice(1) ?? [];
/** The app's entry, what it preloads, the page's messages and the page's own chunks. */
function appModulesOf(route, locale) {
  const files = new Set([entryFile, ...entryPreloads.map((m) => m[1])]);
  const catalog = manifest[`src/locales/${locale}.po`];
  if (catalog) files.add(catalog.file);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of chunksOf(route)) visit(key.replace('{locale}', locale));
  return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function head(meta, canonical, alternates) {
  const url = `${origin}${canonical}`;
  return [
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escape(`${origin}${href}`)}" />`),
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<link rel="canonical" href="${escape(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(server.college.name)}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:image" content="${escape(`${origin}/images/hero.svg`)}" />`,
  ].join('\n    ');
}

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'CollegeOrUniversity',
  name: server.college.name,
  url: origin,
  foundingDate: String(server.college.established),
  email: server.college.email,
  telephone: server.college.phones.office[0],
  address: {
    '@type': 'PostalAddress',
    streetAddress: `${server.college.address.line1}, ${server.college.address.post}`,
    addressLocality: server.college.address.districtPin,
    addressRegion: 'Kerala',
    addressCountry: 'IN',
  },
  sameAs: Object.values(server.college.social),
}).replace(/</g, '\\u003c');

// Each page in English and Malayalam, each naming the other; search engines send others to English.
const alternatesOf = (bare) => [
  ...server.LOCALES.map((l) => ({ hreflang: l, href: server.pathInLocale(bare, l) })),
  { hreflang: 'x-default', href: bare },
];

// The stylesheet goes inside each prerendered page: a page paints from its own HTML, a round trip
// sooner on a phone's connection (the stylesheet was the one request the first paint waited for).
// Its 5 kB (gzipped) come with every page loaded in full; moving between pages in the app loads none.
// The small pictures it names (the college's mark, the home page's hero) go inside with it, so the
// first paint waits for no request at all.
const [stylesheetLink, stylesheetFile] = template.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/) ?? [];
if (!stylesheetLink || !stylesheetFile) throw new Error('the page template links no stylesheet');
const INLINE_IMAGE_MAX_BYTES = 2048;
const stylesheet = readFileSync(path.join(dist, stylesheetFile), 'utf8').replace(/url\((\/images\/[\w-]+\.svg)\)/g, (whole, file) => {
  const svg = readFileSync(path.join(dist, file), 'utf8');
  return svg.length > INLINE_IMAGE_MAX_BYTES ? whole : `url("data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, ' ')}")`;
});
// Its fonts come after the first paint, with the app (see the template below): a font the first
// paint waited for cost a phone a round trip on a connection of its own. Text is drawn in the
// phone's own font until they arrive (on Android, the same Noto Sans Malayalam).
const fontFaces = stylesheet.match(/@font-face\{[^}]*\}/g) ?? [];
if (!fontFaces.some((f) => f.includes('noto-sans-malayalam-site-'))) throw new Error('the stylesheet has no Malayalam font faces');
// Beside it, the stylesheet's own link, disabled (a disabled stylesheet is never fetched): a lazily
// loaded chunk that imports from the app's entry lists the entry's stylesheet among what it needs,
// and the loader fetches any such stylesheet it finds no link for (the form's later steps fetched
// these 7 kB a second time).
const inlineStylesheet = `<style>${fontFaces.reduce((css, face) => css.replace(face, ''), stylesheet)}</style><link rel="stylesheet" disabled href="/${stylesheetFile}">`;

// The boot script goes inside each page as well, so nothing the first paint needs is a request of its
// own. The pages' Content-Security-Policy allows it by its hash (dist/inline-scripts.json, read by
// the server), and no other inline script.
const bootScript = readFileSync(path.join(dist, bootFile), 'utf8')
  .replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '')
  .trimEnd();
if (/<\/script|<!--/i.test(bootScript)) throw new Error('the boot script cannot go inside a page: it contains "</script" or "<!--"');
// The admission page is prerendered at its first screen (mobile entry). An address further into the
// form (a reload, Back, a shared link: ?application=…&step=3) must not show that screen while the
// app arrives, or an applicant starts typing a mobile number. This script, in the head so it runs
// before the body paints, marks the page: the stylesheet then shows "Loading your application…" (the
// wizard's data-loading) in its place, and once the page is parsed the same words become the page's
// markup, as the app renders them while it resumes, so the app takes that markup over as it is. It
// lives here, not in the boot script, so no other page carries it. Tested in tests/e2e (resume).
const resumeScript = [
  'if(/^\\/(ml\\/)?admission\\/?$/.test(location.pathname)&&/[?&](application=APP\\d{10}|view=list)(&|$)/.test(location.search)){',
  "var r=document.documentElement;r.classList.add('resuming');",
  "document.addEventListener('DOMContentLoaded',function(){",
  "var w=document.querySelector('.wizard[data-loading]');",
  "if(w){var p=document.createElement('p');p.setAttribute('role','status');p.textContent=w.getAttribute('data-loading');w.replaceChildren(p);w.removeAttribute('data-loading')}",
  "r.classList.remove('resuming')})}",
].join('');
writeFileSync(
  path.join(dist, 'inline-scripts.json'),
  `${JSON.stringify({ sha256: [bootScript], admission: [resumeScript] }, (key, v) => (Array.isArray(v) ? v.map((s) => createHash('sha256').update(s).digest('base64')) : v))}\n`,
);

// What a page takes once it has painted (src/boot.ts): its fonts, then the app's entry and every
// module the page needs, in an inert template, so they come together when the boot script asks.
// A browser that runs no script never asks: it gets the fonts with the page, from <noscript>.
const fontStyle = `<style>${fontFaces.join('')}</style>`;
const afterPaint = (route, locale) =>
  `<template id="after-paint" data-app="/${entryFile}">${fontStyle}${appModulesOf(route, locale)}</template><noscript>${fontStyle}</noscript>`;

// The template of every prerendered page: the boot script in place of the app's entry and its
// preloads (they go into the page's <template id="after-paint">).
const pageTemplate = template
  .replace(entryScript, () => `<script type="module">${bootScript}</script>`)
  .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '');

/** Every page names the notices' feed in its language, so a feed reader finds it from any page. */
const noticesFeedLink = (locale) =>
  `<link rel="alternate" type="application/rss+xml" title="${locale === 'ml' ? 'അറിയിപ്പുകൾ' : 'Notices'}" href="/api/v1/notices/feed.xml?lang=${locale}" />`;

function page(meta, locale, body) {
  const canonical = server.pathInLocale(meta.path, locale);
  const later = afterPaint(meta.path, locale);
  const alternates = meta.path === '/404' ? [] : alternatesOf(meta.path);
  return pageTemplate
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `  ${later}\n  </head>`)
    .replace('</head>', meta.path === '/' ? `  <script type="application/ld+json">${jsonLd}</script>\n  </head>` : '</head>')
    .replace('<meta charset="UTF-8" />', (charset) =>
      meta.path === '/admission' ? `${charset}\n    <script>${resumeScript}</script>` : charset,
    )
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `${head(meta, canonical, alternates)}\n    ${noticesFeedLink(locale)}`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
    .replace(stylesheetLink, () => inlineStylesheet);
}

// The untouched template is the shell for client-only routes (and for unknown programme ids).
writeFileSync(path.join(dist, '200.html'), template);
// Paths the app answers that have no prerendered file: the server sends them the shell, and a 404
// page for anything else.
const english = server.pagesIn('en');
const prerendered = new Set(english.pages.map((p) => p.path));
const bareClientRoutes = Object.values(server.routePatterns)
  .filter((p) => p !== '*' && !prerendered.has(p))
  .map((p) => (p.includes(':') ? p.slice(0, p.indexOf(':')) : p));
// Every route is answered in both languages (the office's pages only in English).
const clientRoutes = bareClientRoutes.flatMap((p) =>
  p.startsWith('/staff')
    ? [p]
    : server.LOCALES.map((l) => (p.endsWith('/') ? `${server.pathInLocale(p.slice(0, -1), l)}/` : server.pathInLocale(p, l))),
);
// A pattern whose every page is prerendered (programmes, departments, student corner tabs) has no
// other pages: an unknown id there answers 404, with the app shell so the app shows its own
// "not found" for that kind of page.
const bareOf = (p) => (p.startsWith('/ml/') ? p.slice('/ml'.length) : p);
const complete = clientRoutes.filter((p) => p.endsWith('/') && [...prerendered].some((done) => done.startsWith(bareOf(p))));
writeFileSync(path.join(dist, 'client-routes.json'), `${JSON.stringify(clientRoutes.filter((p) => !complete.includes(p)))}\n`);
writeFileSync(path.join(dist, 'missing-routes.json'), `${JSON.stringify(complete)}\n`);

const sizes = [];
for (const locale of server.LOCALES) {
  for (const meta of server.pagesIn(locale).pages) {
    const url = server.pathInLocale(meta.path, locale);
    const html = page(meta, locale, await server.render(url));
    const file = url === '/' ? path.join(dist, 'index.html') : path.join(dist, url.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    sizes.push({ route: url, kB: +(html.length / 1024).toFixed(1), gzipKB: +(gzipSync(html).length / 1024).toFixed(1) });
  }
}
// The 404 page in each language: the server sends the Malayalam one for a missing page under /ml.
writeFileSync(path.join(dist, '404.html'), page(server.pagesIn('en').notFound, 'en', await server.render('/__not-found__')));
writeFileSync(path.join(dist, 'ml', '404.html'), page(server.pagesIn('ml').notFound, 'ml', await server.render('/ml/__not-found__')));

const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${english.pages
    .flatMap((p) =>
      server.LOCALES.map((l) => {
        const links = alternatesOf(p.path)
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escape(`${origin}${a.href}`)}"/>`)
          .join('');
        return `  <url><loc>${escape(`${origin}${server.pathInLocale(p.path, l)}`)}</loc><lastmod>${today}</lastmod>${links}</url>`;
      }),
    )
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff/\nDisallow: /auth\nDisallow: /verify/\n\nSitemap: ${origin}/sitemap.xml\n`,
);
rmSync(path.join(webRoot, 'dist-server'), { recursive: true, force: true });
console.table(sizes);
