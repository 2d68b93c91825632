/**
 * npm run size: the JavaScript each page makes the browser download
 * (entry, root, parent layouts and the route, with their shared chunks) and
 * the stylesheet, gzip-compressed as the server sends them, against the
 * budgets in `scripts/size-budgets.ts`. Run after `npm run build`. Exits 1
 * when a page is over its budget.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { budgetOf } from "./size-budgets";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const PUBLIC = "public";
const BUILD = join(PUBLIC, "build");
const manifestFile = readdirSync(BUILD).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error("No build found: run `npm run build` first.");
  process.exit(2);
}
const manifest = JSON.parse(
  readFileSync(join(BUILD, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;$/, ""),
) as Manifest;

const gzipped = new Map<string, number>();
function gzipBytes(url: string): number {
  let bytes = gzipped.get(url);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(PUBLIC, url)), { level: 6 }).length;
    gzipped.set(url, bytes);
  }
  return bytes;
}

function chain(route: ManifestRoute): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (
    let at: ManifestRoute | undefined = route;
    at;
    at = at.parentId ? manifest.routes[at.parentId] : undefined
  ) {
    routes.push(at);
  }
  return routes;
}

export interface PageSize {
  route: string;
  jsKb: number;
  budgetKb: number;
}

/** A page renders something; a resource route (JSON, files, redirects) sends no JavaScript. */
function isPage(route: ManifestRoute): boolean {
  const source = [".tsx", ".ts", ".jsx", ".js"]
    .map((ext) => join("app", `${route.id}${ext}`))
    .find(existsSync);
  return source !== undefined && /export default/.test(readFileSync(source, "utf8"));
}

export function pageSizes(): PageSize[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && isPage(route))
    .map((route) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (const at of chain(route)) for (const file of [at.module, ...(at.imports ?? [])]) files.add(file);
      const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
      return { route: route.id.replace(/^routes\//, ""), jsKb: bytes / 1024, budgetKb: budgetOf(route.id) };
    })
    .sort((a, b) => b.jsKb - a.jsKb);
}

const stylesheets = readdirSync(join(BUILD, "_assets")).filter((name) => name.endsWith(".css"));
const sizes = pageSizes();
const over = sizes.filter((size) => size.jsKb > size.budgetKb);
console.log("route".padEnd(48), "JS gzip (KB)".padStart(13), "budget".padStart(8));
for (const size of sizes) {
  console.log(
    size.route.padEnd(48),
    size.jsKb.toFixed(1).padStart(13),
    String(size.budgetKb).padStart(8),
    size.jsKb > size.budgetKb ? " over" : "",
  );
}
for (const sheet of stylesheets) {
  console.log(`stylesheet ${sheet}: ${(gzipBytes(`/build/_assets/${sheet}`) / 1024).toFixed(1)} KB gzip`);
}
console.log(over.length ? `${over.length} pages over budget` : "every page within budget");
process.exitCode = over.length ? 1 : 0;
