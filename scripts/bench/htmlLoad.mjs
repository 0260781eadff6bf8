// The pages' HTML under load (autocannon, 50 connections, 10 s each), as a browser asks for it (Accept: text/html,
// compressed): a plan page, the plan list and the home page. With server rendering that is a render per request
// (the page module from its remote's server container, its data from the API over loopback, React's renderer), so
// this is where runtime composition now costs: on the server, not in the browser's request chain.
// A few requests per page first, untimed: the renderer loads each remote's container on its first page, and a
// shopper meets a warm server. One plan page asked for again and again is what a cache of rendered pages answers;
// plan pages in turn, each a different plan, are what it does not (a crawler's visit, a catalogue's long tail).
import http from 'node:http';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_REQUESTS = 5;
/** What a browser sends for a page (Chromium's navigation Accept header, and the encodings it takes). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * One page under load.
 * @typedef {object} HtmlRow
 * @property {string} page its name in the table ('/property/{id}')
 * @property {string} path the path asked for
 * @property {number} reqPerSecond
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} errors connection errors, timeouts and answers other than 2xx
 * @property {number} sentUnrendered answers the server renderer sent as a frame for the browser to render (its
 *   800 ms budget missed, or a remote failed): a 200 that is not the page
 * @property {number} htmlKb the page's HTML as sent (compressed), kilobytes (1,000 bytes)
 */

/**
 * @param {string} url
 * @param {string[] | undefined} paths asked for in turn instead of the URL's own path
 * @returns {Promise<autocannon.Result>}
 */
function run(url, paths) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: BROWSER_HEADERS,
        requests: paths && [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * One request as a browser makes it: the status, the type, and the body's size as sent (compressed, not decoded).
 * @param {string} url
 * @returns {Promise<{ status: number, type: string, bytes: number, start: string }>}
 */
function getAsSent(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BROWSER_HEADERS }, (response) => {
      let bytes = 0;
      /** @type {Buffer[]} */
      const start = [];
      response.on('data', (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length;
        if (start.length === 0) start.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          bytes,
          start: response.headers['content-encoding'] ? '(compressed)' : Buffer.concat(start).toString('utf8', 0, 200),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The warm-up: every answer must be an HTML page, or the load would measure error pages. Returns the size of the
 * last answer as sent.
 * @param {string} url
 */
async function warmUp(url) {
  let bytes = 0;
  for (let request = 0; request < WARM_UP_REQUESTS; request++) {
    const answer = await getAsSent(url);
    if (answer.status !== 200 || !answer.type.startsWith('text/html'))
      throw new Error(`${url} answered ${answer.status} ${answer.type}: ${answer.start}`);
    bytes = answer.bytes;
  }
  return bytes;
}

/**
 * A page to load: one path, or many in turn (`paths`: every plan page a different one, so no cache of rendered
 * pages answers them; `path` is then the one warmed up and weighed).
 * @typedef {{ name: string, path: string, paths?: string[] }} HtmlPage
 */

/**
 * @param {string} base the store's origin
 * @param {HtmlPage[]} pages
 * @param {() => number} pagesSentUnrendered the store's count so far
 * @returns {Promise<{ connections: number, durationSeconds: number, rows: HtmlRow[] }>}
 */
export async function measureHtml(base, pages, pagesSentUnrendered) {
  /** @type {HtmlRow[]} */
  const rows = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const bytes = await warmUp(url);
    const unrenderedBefore = pagesSentUnrendered();
    const result = await run(url, page.paths);
    // The API writes its log line as it answers; the last ones of the run may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows.push({
      page: page.name,
      path: page.path,
      reqPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      sentUnrendered: pagesSentUnrendered() - unrenderedBefore,
      htmlKb: Number((bytes / 1000).toFixed(1)),
    });
  }
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, rows };
}
