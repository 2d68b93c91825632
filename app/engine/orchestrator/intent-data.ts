// Words that tell what a question about a report asks: price, why not, why,
// who, what to change, an overview, or a group ("what about nurses?").

export const PRICE_WORDS =
  /\$|\b(?:prices?|priced|pricing|charge|charging|costs?|afford\w*|expensive|cheap\w*|pay|paying|payment|budgets?|how much)\b/;
export const NO_WORDS =
  /\b(?:no|not|nope|didn'?t|don'?t|wouldn'?t|won'?t|refus\w*|reject\w*|against|hesitan\w*|hesitat\w*|objections?|concerns?|worr\w*|blockers?|put off|turned off|dislik\w*|hated?|negative|skeptic\w*|sceptic\w*|declined?|lukewarm|unconvinced|doubts?|fears?|holding (?:them|people) back|held (?:them|people) back)\b/;
export const WHY_WORDS = /\b(?:why|what made|what stopped|what held|what kept|reasons?|how come)\b/;
export const LIKE_WORDS =
  /\b(?:lik(?:e|ed|es)|lov(?:e|ed|es)|eager|keen|excited|interested|receptive|yes|adopt\w*|enthusias\w*|positive|wants? it|would try|fans?)\b/;
export const WHO_WORDS =
  /\b(?:who|which|what (?:groups?|segments?|kind of (?:people|personas)|type of (?:people|personas)))\b/;
export const MOST_WORDS = /\b(?:most|best|strongest|favou?rite|biggest)\b/;
export const CHANGE_WORDS =
  /\bwhat would work\b|\b(?:change|improve\w*|fix|better|next steps?|should i|what now|recommend\w*|advice|advise|pivot|iterate|tweak|adjust|differently|increase)\b/;
export const OVERVIEW_WORDS =
  /\b(?:how many|summary|summari[sz]e|overall|results?|how did (?:it|we|i) (?:go|do)|verdict|headline|percent(?:age)?|split|breakdown|confidence)\b/;
export const GROUP_WORDS = /\b(?:what about|how about|how did|what did|how do|what do|tell me about)\b/;
export const FOLLOW_UP = /^(?:and|what about|how about)\b/;
