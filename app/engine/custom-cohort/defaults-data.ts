import type { CountryKey } from "../places";
import type { AgeBand } from "../types";

// Defaults of a custom audience where its text says nothing: the ages of
// "adults", the countries of a worldwide audience; and decade words for ages.

export const DECADES: Record<string, number> = {
  teens: 13,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
};

export const ALL_ADULTS: AgeBand[] = [
  { min: 18, max: 24, weight: 12 },
  { min: 25, max: 34, weight: 18 },
  { min: 35, max: 44, weight: 17 },
  { min: 45, max: 54, weight: 16 },
  { min: 55, max: 64, weight: 16 },
  { min: 65, max: 85, weight: 21 },
];

/** Countries when the text names no place. */
export const DEFAULT_PLACES: ReadonlyArray<readonly [CountryKey, number]> = [
  ["usa", 40],
  ["uk", 8],
  ["canada", 6],
  ["germany", 6],
  ["india", 8],
  ["france", 4],
  ["spain", 3],
  ["brazil", 5],
  ["mexico", 4],
  ["japan", 4],
  ["australia", 4],
  ["nigeria", 3],
  ["philippines", 2],
  ["netherlands", 2],
  ["poland", 1],
];
