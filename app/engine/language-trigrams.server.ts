// The language guesser for server code. Remix's browser build replaces any
// "*.server" module with an empty one, so text.ts (which reaches the browser
// through "~/engine") imports franc-min's trigram data (about 150 KB) from
// here and leaves it out of client chunks. Node (the server, tsx scripts,
// vitest) loads it like any other module.
export { francAll } from "franc-min";
