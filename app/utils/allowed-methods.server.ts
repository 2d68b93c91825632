import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { RequestHandler } from "express";
import { isRead } from "./http-methods";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NOT_ALLOWED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not allowed</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>That can't be done here</h1><p>This page can't take that kind of request.</p><p><a href="/">Back to Home</a></p></body></html>`;

type RouteNode = Parameters<typeof matchRoutes>[0][number] & { id: string; children?: RouteNode[] };

/** The build's routes as the nested route objects matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const nodes = new Map(
    entries.map((route) => {
      const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive };
      return [route.id, node as RouteNode];
    }),
  );
  const roots: RouteNode[] = [];
  for (const route of entries) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The methods a route module answers: loaders and pages GET and HEAD, actions the rest. */
function allowedMethods(module: ServerBuild["routes"][string]["module"]): string[] {
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (module.action) methods.push("POST", "PUT", "PATCH", "DELETE");
  return methods;
}

/**
 * Answers a method the matched route does not handle with a plain 405 and an
 * `Allow` header, and OPTIONS with 204 and `Allow`, before Remix sees the
 * request: Remix would answer both as an internal error ("Unexpected Server
 * Error") and log it. The route is found the way Remix finds it: single-fetch
 * `.data` URLs by their page, and a form posted to an index route without
 * `?index` goes to the parent layout.
 */
export function answerUnhandledMethods(build: ServerBuild): RequestHandler {
  const tree = routeTree(build.routes);
  // When every route reads, a GET or HEAD passes whatever it matches: no need to match it.
  const everyRouteReads = Object.values(build.routes).every(
    (route) => route?.module.loader || route?.module.default,
  );
  return (req, res, next) => {
    if (everyRouteReads && isRead(req.method)) return next();
    const url = new URL(req.originalUrl, "http://localhost");
    const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, pathname);
    if (!matches || matches.length === 0) return next();
    let target = matches[matches.length - 1]!;
    if (
      MUTATIONS.has(req.method) &&
      target.route.index &&
      !url.searchParams.has("index") &&
      matches.length > 1
    ) {
      target = matches[matches.length - 2]!;
    }
    const module = target.route.id ? build.routes[target.route.id]?.module : undefined;
    if (!module) return next();
    const allowed = allowedMethods(module);
    const allow = [...allowed, "OPTIONS"].join(", ");
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allow);
      return void res.status(204).end();
    }
    if (allowed.includes(req.method)) return next();
    res.setHeader("Allow", allow);
    if (module.default) res.status(405).type("html").send(NOT_ALLOWED_PAGE);
    else res.status(405).json({ detail: "Method Not Allowed" });
  };
}
