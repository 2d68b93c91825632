import type { ChatTopic } from "./types";

// First match wins, so the more specific questions come first:
// "What would make you change your mind about the price?" is about changing minds.
export const TOPIC_PATTERNS: ReadonlyArray<readonly [ChatTopic, RegExp]> = [
  // A short nudge about the last answer: "Why?", "Tell me more", "How so?".
  [
    "follow_up",
    /^\s*(?:why(?: (?:is )?that| not| so)?|how so|tell me more|say more|go on|and\??|really|what do you mean|can you explain|elaborate|in what way)\s*[?.!]*\s*$/i,
  ],
  [
    "switching",
    /\b(switch\w*|move (?:over|away)|moving (?:over|away)|leave (?:what|your)|replace what|instead of what you|what you (?:do|use) (?:today|now)|currently do)\b/i,
  ],
  [
    "who_else",
    /\b(who else|who (?:would|might|could) (?:use|buy|want|like|need)|anyone else|other people (?:would|might)|who is it for|who's it for)\b/i,
  ],
  [
    "how_use",
    /\b(how (?:would|will|might|do) you (?:use|fit|start|set)|when would you use|how often would you|in your (?:day|week|routine)|walk me through|use it for what|what would you use it for)\b/i,
  ],
  [
    "change_mind",
    /\b(change (?:your|ur) mind|changes? your mind|convince|persuade|what would (?:it )?take|what would make|would make you|reconsider|win you over|get you to|turn (?:you|it) around)\b/i,
  ],
  [
    "recommend",
    /\b(recommend\w*|refer (?:it|a friend)|tell (?:your |a |any )?(?:friends?|colleagues?|others|people|family|team)|share it with|word of mouth|a friend)\b/i,
  ],
  [
    "competitors",
    /\b(competitors?|competition|alternatives?|instead|currently use|already use|what do you use|use now|compared? (?:to|with)|versus|vs\.?|other (?:apps|tools|products|options|services))\b/i,
  ],
  [
    "price",
    /(?:[$€£¥]\s?\d|\bprice\w*|\bpricing\b|\bcosts?\b|\bpay\b|\bpaying\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\bbudget\w*|\bworth (?:it|the money)|\bsubscriptions?\b|\bmoney\b|\bfees?\b|\bper month\b|\ba month\b|\bdollars?\b|\beuros?\b|\bfree (?:tier|trial|plan|version)\b|\bfor free\b)/i,
  ],
  ["ai", /\b(ai|a\.i\.|artificial intelligence|algorithms?|machine learning|automat\w*|chatgpt|llms?)\b/i],
  [
    "privacy",
    /\b(privacy|private|personal data|your data|my data|data|secure|security|trust\w*|tracking|gdpr)\b/i,
  ],
  [
    "features",
    /\b(features?|functionality|would you (?:want|need|add|change)|missing|improve\w*|wish|should (?:it|we) (?:have|do|add|include)|must[- ]haves?|nice to have|what else)\b/i,
  ],
  [
    "concerns",
    /\b(concerns?|concerned|worr(?:y|ied|ies)|risks?|hesitat\w*|downsides?|holds? you back|holding you back|deal[- ]?breakers?|doubts?|afraid|scares? you|bothers? you|problem with|issues? with|put you off)\b/i,
  ],
  [
    "use",
    /\b(would you (?:buy|use|try|sign up|subscribe|download|adopt|order|get|switch)|will you (?:buy|use|try)|how often|sign up|use it|try it|buy it|be a customer|first step)\b/i,
  ],
  [
    "identity",
    /\b(who are you|about yourself|your (?:job|work|role|day|background|life|company|family|hobbies)|what do you do|where do you (?:live|work)|how old|introduce yourself|tell me about you)\b/i,
  ],
  [
    "opinion",
    /\b(what do you think|thoughts?|opinion|feel about|do you like|why|impression|reaction|verdict|honest\w*|overall|first reaction)\b/i,
  ],
  ["greeting", /^\s*(hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings|howdy)\b/i],
  ["thanks", /\b(thanks|thank you|cheers|appreciate it|bye|goodbye)\b/i],
];
