export { loader, default, ErrorBoundary } from "./auth.sign-in";
