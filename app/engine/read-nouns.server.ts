// The noun reader for server code. Remix's browser build replaces any
// "*.server" module with an empty one, so the engine modules that also reach
// the browser (topics.ts, through "~/engine") import the reader from here and
// leave compromise and the WordNet lexicon (about 1 MB) out of client chunks.
// Node (the server, tsx scripts, vitest) loads it like any other module.
export { readNouns } from "./read-nouns";
