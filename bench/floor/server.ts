/**
 * The floor app's server: the product's Express stack (compression, helmet, static files,
 * the Remix request handler) without the product's own middleware. Run from bench/floor
 * after `npm run build:floor`: `node build/server/index.js` (PORT, FLOOR_DATABASE).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";

const buildPath = resolve("build/index.js");
if (!existsSync(buildPath)) {
  console.error("No floor build found: run `npm run build:floor` first.");
  process.exit(1);
}
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
// Helmet's headers, less its default CSP (the product's CSP carries a nonce its entry passes to Remix's scripts).
app.use(helmet({ contentSecurityPolicy: false }));
app.use("/build", express.static("build/client", { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));

const port = Number(process.env.PORT ?? 3100);
const server = app.listen(port, process.env.HOST ?? "127.0.0.1", () => {
  console.log(`Floor app is ready at http://127.0.0.1:${port}/`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));
