// A lean HTTP client for the load loops: node:http over kept-alive sockets. fetch() (undici's WHATWG layer)
// costs the bench process about 1 ms of CPU per request, a third of what the server spends on an order, and
// the bench shares the server's cores: measured with it, the server looked slower than it is.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** POSTs `body` (a string) and resolves to { status, body } once the whole answer has arrived. */
export function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
