import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import httpProxy from "http-proxy";

// A round-robin load balancer with no stickiness in front of the cluster's
// instances: HAProxy from Debian when it is installed, else a small proxy on
// http-proxy. Either way every request may land on another instance, and an
// instance that stops answering is skipped.

export interface Balancer {
  url: string;
  kind: "haproxy" | "http-proxy";
  close(): Promise<void>;
}

const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((file) => existsSync(file));

export async function startBalancer(port: number, backends: readonly number[]): Promise<Balancer> {
  return HAPROXY ? startHaproxy(HAPROXY, port, backends) : startNodeBalancer(port, backends);
}

async function startHaproxy(binary: string, port: number, backends: readonly number[]): Promise<Balancer> {
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 120s",
      "  timeout server 120s",
      // Live progress streams stay open; a dead instance is retried elsewhere.
      "  retries 2",
      "  option redispatch",
      "frontend web",
      `  bind 127.0.0.1:${port}`,
      "  default_backend app",
      "backend app",
      "  balance roundrobin",
      "  option httpchk GET /healthz",
      ...backends.map(
        (backend, index) => `  server app${index + 1} 127.0.0.1:${backend} check inter 500 fall 1 rise 1`,
      ),
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(binary, ["-db", "-f", config], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    kind: "haproxy",
    async close() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startNodeBalancer(port: number, backends: readonly number[]): Promise<Balancer> {
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  // An instance that dies mid-response (a live stream) must cut the client off too, as a real
  // balancer does, so the browser reconnects elsewhere instead of waiting forever.
  proxy.on("proxyRes", (proxyRes, _req, res) => {
    proxyRes.on("close", () => {
      if (!proxyRes.complete) res.destroy();
    });
  });
  const down = new Set<number>();
  // Like HAProxy's check: an instance that does not answer /healthz takes no requests.
  const checks = setInterval(() => {
    for (const backend of backends) {
      fetch(`http://127.0.0.1:${backend}/healthz`, { signal: AbortSignal.timeout(400) }).then(
        () => down.delete(backend),
        () => down.add(backend),
      );
    }
  }, 300);
  let next = 0;
  const pick = (): number | null => {
    for (let tried = 0; tried < backends.length; tried++) {
      const backend = backends[next++ % backends.length]!;
      if (!down.has(backend)) return backend;
    }
    return null;
  };
  const server: Server = createServer((req, res) => {
    const forward = (attemptsLeft: number) => {
      const backend = pick();
      if (backend === null) {
        res.writeHead(503).end("No instance answers");
        return;
      }
      proxy.web(req, res, { target: `http://127.0.0.1:${backend}` }, (error: NodeJS.ErrnoException) => {
        // A refused connection is an instance that is gone: skip it and try another (a GET only,
        // whose request has no body that the failed attempt may have used up).
        const retriable = error.code === "ECONNREFUSED" && req.method === "GET" && attemptsLeft > 0;
        if (retriable && !res.headersSent) {
          down.add(backend);
          forward(attemptsLeft - 1);
        } else if (!res.headersSent) {
          res.writeHead(502).end("Bad gateway");
        } else {
          res.destroy();
        }
      });
    };
    forward(backends.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    kind: "http-proxy",
    async close() {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The balancer did not start on port ${port}`);
}
