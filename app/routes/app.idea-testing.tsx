// The same screen as /app, under the name older links use.
export { loader, action, default, meta, ErrorBoundary } from "./app._index";
