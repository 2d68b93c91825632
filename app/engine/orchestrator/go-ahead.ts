// Recognises a go-ahead to start the run ("yes", "yes, run it", "go ahead,
// run the simulation"): a message made only of go-ahead clauses. Anything
// more ("yes, but for nurses") is an answer, not a go-ahead.

const PHRASE =
  "(?:please )?(?:" +
  [
    "yes|yep|yeah|yup|ok|okay|sure|alright|all right|great|perfect|fine|cool",
    "sounds good|looks good|that's right|that is right|correct",
    "go|go ahead|go for it|do it|let'?s go|let'?s do (?:it|this)|proceed",
    "(?:start|run|launch|begin|kick off)(?: it| this)?(?: (?:the|a|my) (?:simulation|sim|test|panel|run))?",
  ].join("|") +
  ")(?: now)?(?: please)?";

// One or more go-ahead phrases in a row: "yes run it", "ok go ahead".
const GO_AHEAD_CLAUSE = new RegExp(`^${PHRASE}(?: ${PHRASE})*$`);

export function isGoAhead(message: string): boolean {
  const clauses = message
    .toLowerCase()
    .split(/\s*(?:[,;.!?]|\band\b|\bthen\b|\bso\b)\s*/)
    .map((clause) => clause.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return clauses.length > 0 && clauses.every((clause) => GO_AHEAD_CLAUSE.test(clause));
}
