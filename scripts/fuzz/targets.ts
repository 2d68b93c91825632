import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// What the fuzzer aims at: every route and API endpoint of the app (from the
// flat route file names) and every form or JSON field name the app's code mentions, so that
// malformed values reach the validation of real fields, not only unknown ones.

export interface RouteTarget {
  file: string;
  /** The URL path with `:param` and `*` placeholders. */
  pattern: string;
}

/** Remix flat routes: dots are slashes, `$x` a param, `$` a splat, `_index` the index, `x_` no nesting. */
export function patternOf(file: string): string {
  const stem = file.replace(/\.(tsx|ts)$/, "");
  const segments = stem
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment === "$" ? "*" : segment.startsWith("$") ? `:${segment.slice(1)}` : segment));
  return `/${segments.join("/")}`;
}

/** Remix's routes and the JSON API's endpoints (app/api/endpoints keeps the same file naming). */
export function routeTargets(dirs = ["app/routes", "app/api/endpoints"]): RouteTarget[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => /\.(tsx|ts)$/.test(file) && !/\.test\./.test(file))
      .map((file) => ({ file, pattern: patternOf(file) })),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx|ts)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

const FIELD_PATTERNS = [
  /name="([A-Za-z_][\w.-]*)"/g,
  /\.get(?:All)?\("([A-Za-z_][\w.-]*)"\)/g,
  /^\s+([a-z][a-zA-Z0-9_]*): z\./gm,
];

/** Every field name a form, a form reader or a zod schema in the app mentions. */
export function fieldNames(appDir = "app"): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const source = readFileSync(file, "utf8");
    for (const pattern of FIELD_PATTERNS) {
      for (const match of source.matchAll(pattern)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}
