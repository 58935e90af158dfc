// Pieces of `npm run cluster` (scripts/cluster.mjs) that need none of its state.

/** Prefixes each line a child prints with its name. */
export function prefixLines(child, name) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
}

/** HAProxy's configuration: `port` on `host` in front of the instances ({ name, port }), round robin. */
export function haproxyConfig(instances, host, port) {
  const servers = instances
    .map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check inter 1s fall 2 rise 2`)
    .join('\n');
  return `# Written by scripts/cluster.mjs; not the system's HAProxy configuration.
global
  log stdout format raw local0 notice
  maxconn 4096

defaults
  mode http
  log global
  option dontlognull
  timeout connect 2s
  timeout client 120s
  timeout server 180s
  timeout http-request 30s
  timeout tunnel 1h
  timeout check 5s
  # The client's address for the app (TRUST_PROXY=1 reads the entry HAProxy appends).
  option forwardfor
  # A new connection per request: an instance that stops accepting is never sent a request on an old one.
  http-reuse never
  # A request that could not reach an instance goes to another one; a write (not GET/HEAD) only
  # when the connection failed, so it was never received and cannot be applied twice.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend web
  bind ${host}:${port}
  default_backend app

backend app
  balance roundrobin
  http-request disable-l7-retry if !METH_GET
  option httpchk
  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
${servers}
`;
}
