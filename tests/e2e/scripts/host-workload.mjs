// A fixed page load, timed in the system Chromium: how fast this host does what a page load does
// (a request to a local server, HTML, a script to parse, compile and run, DOM, style, layout,
// garbage), right now. Nothing in it changes with the site, so a heavier page cannot hide in it.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';

/** Runs in the page: builds, styles and lays out 2,000 elements, round-trips JSON, sorts strings. */
function work() {
  const document = globalThis.document;
  const root = document.createElement('div');
  document.body.append(root);
  for (let i = 0; i < 2000; i++) {
    const item = document.createElement('section');
    item.className = `item tone-${i % 7}`;
    item.innerHTML = `<h3>Notice ${i}</h3><p>Admission ${i % 31} · ${'word '.repeat(i % 13)}</p><a href="#n${i}">Read</a>`;
    root.append(item);
  }
  let height = root.offsetHeight;
  root.style.width = '300px';
  height += root.offsetHeight;
  const data = Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    name: `Applicant ${i}`,
    marks: [i % 100, (i * 7) % 100],
    tags: ['a', 'b', String(i)],
  }));
  const copy = JSON.parse(JSON.stringify(data));
  copy.map((d) => `${d.name}:${d.marks.join(',')}`).sort((a, b) => a.localeCompare(b));
  return height;
}

// 200 kB of script for the browser to parse and compile: 1,500 small functions, each called once.
const functions = Array.from(
  { length: 1500 },
  (_, i) =>
    `function f${i}(a){let s=${i};for(let j=0;j<a.length;j++){s=(s*31+a.charCodeAt(j))%1000003}return {i:${i},s,t:'item ${i}'.toUpperCase()}}`,
);
const SCRIPT = `${functions.join('\n')}\nconst out=[];${functions.map((_, i) => `out.push(f${i}('w${i}'));`).join('')}\n(${work})();\ndocument.title=String(out.length);performance.mark('done');`;
const HTML = `<!doctype html><html lang="en"><title>workload</title><style>.item{display:flex;gap:4px;padding:2px;font:14px sans-serif}.item h3{margin:0;font-size:1.1em}.tone-3{color:#333;border:1px solid}</style><body><script src="/work.js"></script></body></html>`;

/** Opens a local server and a headless Chromium for the workload; close() when done. */
export async function openHostWorkload(executablePath) {
  const server = createServer((req, res) => {
    const js = req.url === '/work.js';
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html', 'cache-control': 'no-store' });
    res.end(js ? SCRIPT : HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  /** One load: from the start of the navigation to the end of the script, in ms. */
  const load = async () => {
    await page.goto(url);
    return page.evaluate(() => performance.getEntriesByName('done')[0].startTime);
  };
  await load(); // the first load warms the browser and the server
  return {
    /** The load's median time in ms over five loads. */
    async measure() {
      const times = [];
      for (let i = 0; i < 5; i++) times.push(await load());
      return times.sort((a, b) => a - b)[2];
    },
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
