import { escapeRegExp } from "./regex";
import { everywhere } from "./regex";
import type { Place, Weighted } from "./types";

// Where personas live, with the nationalities found there (so names match
// places). Also reads place names out of custom cohort descriptions.

interface Country {
  /** As printed at the end of a location. */
  label: string;
  nationalities: Weighted<string>[];
  cities: string[];
  towns: string[];
  /** Case-insensitive names ("Canada", "Canadian"). */
  names: RegExp;
  /** Case-sensitive codes ("US", "UK"), kept apart so "us" is not the USA. */
  codes?: RegExp;
}

const COUNTRIES = {
  usa: {
    label: "USA",
    nationalities: [
      ["American", 90],
      ["Mexican", 4],
      ["Indian", 2],
      ["Filipino", 1.5],
      ["Chinese", 1.5],
      ["Nigerian", 1],
    ],
    cities: [
      "New York, NY",
      "Los Angeles, CA",
      "Chicago, IL",
      "Houston, TX",
      "Phoenix, AZ",
      "Philadelphia, PA",
      "San Antonio, TX",
      "San Diego, CA",
      "Dallas, TX",
      "Austin, TX",
      "Seattle, WA",
      "Denver, CO",
      "Atlanta, GA",
      "Miami, FL",
      "Boston, MA",
      "Columbus, OH",
      "Charlotte, NC",
      "Nashville, TN",
      "Portland, OR",
      "Minneapolis, MN",
      "Detroit, MI",
      "Kansas City, MO",
      "Salt Lake City, UT",
      "Raleigh, NC",
      "San Francisco, CA",
      "Tampa, FL",
      "Milwaukee, WI",
      "Indianapolis, IN",
      "Las Vegas, NV",
      "Baltimore, MD",
      "Sacramento, CA",
      "Orlando, FL",
      "St. Louis, MO",
      "Cleveland, OH",
      "Pittsburgh, PA",
      "Omaha, NE",
      "Albuquerque, NM",
      "Birmingham, AL",
    ],
    towns: [
      "Dubuque, IA",
      "Bend, OR",
      "Tupelo, MS",
      "Bangor, ME",
      "Casper, WY",
      "Grand Island, NE",
      "Rapid City, SD",
      "Elko, NV",
      "Paducah, KY",
      "Bozeman, MT",
      "Watertown, NY",
      "Marquette, MI",
      "Kerrville, TX",
      "Ukiah, CA",
      "Dothan, AL",
      "Hays, KS",
      "Beckley, WV",
      "Ocala, FL",
    ],
    names: /\bunited states\b|\b(?<!(?:latin|south|north|central) )america\b|\bamericans?\b/iu,
    codes: /\b(?:USA|US|U\.S\.A?\.?)(?![\p{L}])/u,
  },
  canada: {
    label: "Canada",
    nationalities: [
      ["Canadian", 84],
      ["Indian", 5],
      ["Chinese", 4],
      ["Filipino", 3],
      ["British", 2],
      ["French", 2],
    ],
    cities: [
      "Toronto, ON",
      "Vancouver, BC",
      "Montreal, QC",
      "Calgary, AB",
      "Ottawa, ON",
      "Edmonton, AB",
      "Winnipeg, MB",
      "Halifax, NS",
      "Quebec City, QC",
      "Victoria, BC",
    ],
    towns: [
      "Thompson, MB",
      "Kenora, ON",
      "Prince Albert, SK",
      "Yellowknife, NT",
      "Cranbrook, BC",
      "Timmins, ON",
      "Moose Jaw, SK",
      "Antigonish, NS",
      "Rimouski, QC",
      "Whitehorse, YT",
      "Grande Prairie, AB",
      "Corner Brook, NL",
      "Dauphin, MB",
      "Smithers, BC",
    ],
    names: /\bcanad(?:a|ian|ians)\b/iu,
  },
  uk: {
    label: "UK",
    nationalities: [
      ["British", 86],
      ["Indian", 4],
      ["Polish", 3],
      ["Irish", 3],
      ["Nigerian", 2],
      ["Italian", 2],
    ],
    cities: [
      "London",
      "Manchester",
      "Birmingham",
      "Leeds",
      "Glasgow",
      "Bristol",
      "Edinburgh",
      "Liverpool",
      "Cardiff",
      "Sheffield",
      "Newcastle",
    ],
    towns: ["Keswick", "Hexham", "Tenby", "Oban", "Ludlow", "Bodmin", "Thirsk", "Llandovery"],
    names:
      /\bunited kingdom\b|\bbritain\b|\bbritish\b|\bengland\b|\benglish people\b|\bscotland\b|\bwales\b/iu,
    codes: /\bUK\b/u,
  },
  ireland: {
    label: "Ireland",
    nationalities: [
      ["Irish", 88],
      ["Polish", 5],
      ["British", 4],
      ["Brazilian", 3],
    ],
    cities: ["Dublin", "Cork", "Galway", "Limerick"],
    towns: ["Dingle", "Westport", "Clifden", "Kenmare"],
    names: /\bireland\b|\birish\b/iu,
  },
  australia: {
    label: "Australia",
    nationalities: [
      ["Australian", 86],
      ["British", 4],
      ["Chinese", 3],
      ["Indian", 3],
      ["Vietnamese", 2],
      ["Filipino", 2],
    ],
    cities: [
      "Sydney, NSW",
      "Melbourne, VIC",
      "Brisbane, QLD",
      "Perth, WA",
      "Adelaide, SA",
      "Canberra, ACT",
      "Hobart, TAS",
    ],
    towns: [
      "Broken Hill, NSW",
      "Alice Springs, NT",
      "Dubbo, NSW",
      "Mildura, VIC",
      "Kalgoorlie, WA",
      "Longreach, QLD",
    ],
    names: /\baustralia(?:n|ns)?\b/iu,
  },
  germany: {
    label: "Germany",
    nationalities: [
      ["German", 78],
      ["Turkish", 7],
      ["Polish", 4],
      ["Italian", 3],
      ["Spanish", 2],
      ["American", 2],
      ["Indian", 2],
      ["Vietnamese", 2],
    ],
    cities: [
      "Berlin",
      "Munich",
      "Hamburg",
      "Cologne",
      "Frankfurt",
      "Stuttgart",
      "Leipzig",
      "Düsseldorf",
      "Dresden",
      "Nuremberg",
    ],
    towns: ["Husum", "Wernigerode", "Cochem", "Lüneburg", "Bad Tölz", "Rothenburg ob der Tauber"],
    names: /\bgermany\b|\bgerman(?:s)?\b|\bdeutschland\b|\bdach\b/iu,
  },
  france: {
    label: "France",
    nationalities: [
      ["French", 88],
      ["Spanish", 3],
      ["Italian", 3],
      ["British", 2],
      ["Nigerian", 2],
      ["Vietnamese", 2],
    ],
    cities: ["Paris", "Lyon", "Marseille", "Toulouse", "Bordeaux", "Lille", "Nantes", "Nice"],
    towns: ["Annecy", "Colmar", "Sarlat-la-Canéda", "Vannes", "Millau"],
    names: /\bfrance\b|\bfrench\b/iu,
  },
  spain: {
    label: "Spain",
    nationalities: [
      ["Spanish", 88],
      ["Argentinian", 3],
      ["Italian", 3],
      ["British", 3],
      ["Mexican", 3],
    ],
    cities: ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao", "Málaga", "Zaragoza"],
    towns: ["Ronda", "Cuenca", "Teruel", "Soria", "Cáceres"],
    names: /\bspain\b|\bspanish\b|\bespaña\b/iu,
  },
  italy: {
    label: "Italy",
    nationalities: [
      ["Italian", 93],
      ["Spanish", 3],
      ["German", 2],
      ["French", 2],
    ],
    cities: ["Rome", "Milan", "Naples", "Turin", "Bologna", "Florence", "Palermo"],
    towns: ["Matera", "Urbino", "Orvieto", "Alba"],
    names: /\bital(?:y|ian|ians)\b/iu,
  },
  netherlands: {
    label: "Netherlands",
    nationalities: [
      ["Dutch", 88],
      ["Turkish", 4],
      ["German", 3],
      ["Indian", 3],
      ["British", 2],
    ],
    cities: ["Amsterdam", "Rotterdam", "Utrecht", "The Hague", "Eindhoven", "Groningen"],
    towns: ["Giethoorn", "Middelburg", "Zwolle", "Deventer"],
    names: /\bnetherlands\b|\bdutch\b|\bholland\b/iu,
  },
  sweden: {
    label: "Sweden",
    nationalities: [
      ["Swedish", 90],
      ["Polish", 3],
      ["Turkish", 3],
      ["German", 2],
      ["British", 2],
    ],
    cities: ["Stockholm", "Gothenburg", "Malmö", "Uppsala"],
    towns: ["Kiruna", "Visby", "Östersund", "Jokkmokk"],
    names: /\bswed(?:en|ish|es)\b|\bscandinavia(?:n)?\b|\bnordics?\b/iu,
  },
  poland: {
    label: "Poland",
    nationalities: [
      ["Polish", 97],
      ["German", 2],
      ["Vietnamese", 1],
    ],
    cities: ["Warsaw", "Kraków", "Wrocław", "Gdańsk", "Poznań", "Łódź"],
    towns: ["Zakopane", "Sandomierz", "Kazimierz Dolny"],
    names: /\bpol(?:and|ish)\b/iu,
  },
  turkey: {
    label: "Turkey",
    nationalities: [
      ["Turkish", 97],
      ["German", 3],
    ],
    cities: ["Istanbul", "Ankara", "Izmir", "Bursa", "Antalya"],
    towns: ["Kaş", "Safranbolu", "Göreme"],
    names: /\bturkey\b|\bturkish\b|\btürkiye\b/iu,
  },
  india: {
    label: "India",
    nationalities: [["Indian", 100]],
    cities: [
      "Bengaluru",
      "Mumbai",
      "Delhi",
      "Hyderabad",
      "Chennai",
      "Pune",
      "Kolkata",
      "Ahmedabad",
      "Jaipur",
      "Kochi",
    ],
    towns: ["Shimla", "Udupi", "Nashik", "Mysuru", "Dharamshala"],
    names: /\bindia\b|\bindians\b|\bindian (?:users|consumers|people|market)\b/iu,
  },
  japan: {
    label: "Japan",
    nationalities: [
      ["Japanese", 97],
      ["Korean", 1.5],
      ["Chinese", 1.5],
    ],
    cities: ["Tokyo", "Osaka", "Yokohama", "Nagoya", "Sapporo", "Fukuoka", "Kyoto"],
    towns: ["Takayama", "Matsumoto", "Nikko", "Otaru"],
    names: /\bjapan(?:ese)?\b/iu,
  },
  china: {
    label: "China",
    nationalities: [["Chinese", 100]],
    cities: ["Shanghai", "Beijing", "Shenzhen", "Guangzhou", "Chengdu", "Hangzhou", "Wuhan"],
    towns: ["Lijiang", "Yangshuo", "Dali"],
    names: /\bchina\b|\bchinese\b/iu,
  },
  korea: {
    label: "South Korea",
    nationalities: [
      ["Korean", 98],
      ["Chinese", 2],
    ],
    cities: ["Seoul", "Busan", "Incheon", "Daegu", "Daejeon"],
    towns: ["Gyeongju", "Sokcho", "Jeonju"],
    names: /\bkorea(?:n|ns)?\b/iu,
  },
  singapore: {
    label: "Singapore",
    nationalities: [
      ["Singaporean", 85],
      ["Indian", 6],
      ["Chinese", 5],
      ["Filipino", 4],
    ],
    cities: ["Singapore"],
    towns: ["Singapore"],
    names: /\bsingapore(?:an|ans)?\b/iu,
  },
  israel: {
    label: "Israel",
    nationalities: [["Israeli", 100]],
    cities: ["Tel Aviv", "Jerusalem", "Haifa", "Be'er Sheva"],
    towns: ["Mitzpe Ramon", "Zichron Yaakov"],
    names: /\bisrael(?:i|is)?\b/iu,
  },
  brazil: {
    label: "Brazil",
    nationalities: [
      ["Brazilian", 98],
      ["Japanese", 1],
      ["Italian", 1],
    ],
    cities: [
      "São Paulo",
      "Rio de Janeiro",
      "Belo Horizonte",
      "Brasília",
      "Salvador",
      "Curitiba",
      "Recife",
      "Porto Alegre",
    ],
    towns: ["Paraty", "Bonito", "Tiradentes", "Lençóis"],
    names: /\bbrazil(?:ian|ians)?\b|\bbrasil\b/iu,
  },
  mexico: {
    label: "Mexico",
    nationalities: [
      ["Mexican", 98],
      ["American", 2],
    ],
    cities: ["Mexico City", "Guadalajara", "Monterrey", "Puebla", "Mérida", "Querétaro", "Tijuana"],
    towns: ["Oaxaca de Juárez", "San Cristóbal de las Casas", "Tequila", "Valladolid"],
    names: /\bmexic(?:o|an|ans)\b/iu,
  },
  argentina: {
    label: "Argentina",
    nationalities: [
      ["Argentinian", 96],
      ["Italian", 2],
      ["Spanish", 2],
    ],
    cities: ["Buenos Aires", "Córdoba", "Rosario", "Mendoza"],
    towns: ["Bariloche", "Salta", "El Calafate"],
    names: /\bargentin(?:a|ian|ians|e)\b/iu,
  },
  nigeria: {
    label: "Nigeria",
    nationalities: [["Nigerian", 100]],
    cities: ["Lagos", "Abuja", "Ibadan", "Port Harcourt", "Kano", "Enugu"],
    towns: ["Jos", "Calabar", "Osogbo", "Abeokuta"],
    names: /\bnigeria(?:n|ns)?\b/iu,
  },
  kenya: {
    label: "Kenya",
    nationalities: [["Kenyan", 100]],
    cities: ["Nairobi", "Mombasa", "Kisumu", "Nakuru"],
    towns: ["Eldoret", "Nanyuki", "Lamu", "Kericho"],
    names: /\bkenya(?:n|ns)?\b/iu,
  },
  southAfrica: {
    label: "South Africa",
    nationalities: [["South African", 100]],
    cities: ["Johannesburg", "Cape Town", "Durban", "Pretoria", "Port Elizabeth"],
    towns: ["Stellenbosch", "Knysna", "Graaff-Reinet"],
    names: /\bsouth africa(?:n|ns)?\b/iu,
  },
  philippines: {
    label: "Philippines",
    nationalities: [["Filipino", 100]],
    cities: ["Manila", "Quezon City", "Cebu City", "Davao City", "Makati"],
    towns: ["Baguio", "Vigan", "Dumaguete"],
    names: /\bphilippines\b|\bfilipin(?:o|os|a|as)\b/iu,
  },
  vietnam: {
    label: "Vietnam",
    nationalities: [["Vietnamese", 100]],
    cities: ["Ho Chi Minh City", "Hanoi", "Da Nang", "Hai Phong"],
    towns: ["Hoi An", "Da Lat", "Sa Pa"],
    names: /\bviet ?nam(?:ese)?\b/iu,
  },
} satisfies Record<string, Country>;

export type CountryKey = keyof typeof COUNTRIES;

const COUNTRY_KEYS = Object.keys(COUNTRIES) as CountryKey[];

// Neighbourhoods make a one-city cohort look like a city, not one address.
const CITY_AREAS: Record<string, { country: CountryKey; areas: string[]; pattern: RegExp }> = {
  Berlin: {
    country: "germany",
    areas: [
      "Kreuzberg",
      "Neukölln",
      "Friedrichshain",
      "Prenzlauer Berg",
      "Mitte",
      "Wedding",
      "Charlottenburg",
      "Schöneberg",
    ],
    pattern: /\bberlin\b/iu,
  },
  London: {
    country: "uk",
    areas: ["Hackney", "Brixton", "Camden", "Islington", "Peckham", "Walthamstow", "Shoreditch", "Croydon"],
    pattern: /\blondon\b/iu,
  },
  "New York": {
    country: "usa",
    areas: [
      "Brooklyn",
      "Queens",
      "Harlem",
      "the Bronx",
      "Astoria",
      "the Upper West Side",
      "Williamsburg",
      "Staten Island",
    ],
    pattern: /\bnew york city\b|\bnyc\b|\bnew york\b|\bbrooklyn\b/iu,
  },
  "San Francisco": {
    country: "usa",
    areas: [
      "the Mission",
      "SoMa",
      "Oakland",
      "Palo Alto",
      "San Jose",
      "Berkeley",
      "Mountain View",
      "Sunnyvale",
    ],
    pattern: /\bsan francisco\b|\bbay area\b|\bsilicon valley\b|\bsf\b/iu,
  },
  Tokyo: {
    country: "japan",
    areas: ["Shibuya", "Shinjuku", "Setagaya", "Meguro", "Koto", "Nerima", "Nakano"],
    pattern: /\btokyo\b/iu,
  },
  Paris: {
    country: "france",
    areas: ["Le Marais", "Montmartre", "Belleville", "Bastille", "Saint-Denis", "Batignolles"],
    pattern: /\bparis\b/iu,
  },
  Toronto: {
    country: "canada",
    areas: ["Scarborough", "the Annex", "Leslieville", "Etobicoke", "North York", "Kensington Market"],
    pattern: /\btoronto\b/iu,
  },
};

// Region words that stand for several countries.
const REGIONS: ReadonlyArray<readonly [RegExp, CountryKey[]]> = [
  [/\bnorth america(?:n|ns)?\b/iu, ["usa", "canada"]],
  [/\blatin america(?:n|ns)?\b|\bsouth america(?:n|ns)?\b|\blatam\b/iu, ["brazil", "mexico", "argentina"]],
  [
    /\beurope(?:an|ans)?\b|\bthe eu\b/iu,
    ["germany", "france", "spain", "italy", "netherlands", "sweden", "poland", "uk", "ireland"],
  ],
  [/\bsoutheast asia(?:n|ns)?\b/iu, ["singapore", "philippines", "vietnam"]],
  [
    /\basia(?:n|ns)?\b|\bapac\b/iu,
    ["india", "japan", "china", "korea", "singapore", "philippines", "vietnam"],
  ],
  [/\bafrica(?:n|ns)?\b/iu, ["nigeria", "kenya", "southAfrica"]],
];

// The other states by name, with the towns the lists hold in them.
const STATE_NAMES: Readonly<Record<string, string>> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  "Washington State": "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
};

const US_STATES: ReadonlyArray<readonly [RegExp, string[], string?]> = [
  [/\btexa(?:s|ns)\b/iu, ["TX"]],
  [/\bcaliforni(?:a|ans)\b/iu, ["CA"]],
  [/\bflorid(?:a|ians)\b/iu, ["FL"]],
  [/\bmidwest(?:ern|erners)?\b/iu, ["IL", "OH", "MI", "MN", "MO", "IA", "WI", "IN", "KS", "NE", "SD"]],
  // Longest first, so "West Virginia" is not read as Virginia.
  ...Object.entries(STATE_NAMES)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, code]): readonly [RegExp, string[], string] => [
      new RegExp(`\\b${name}\\b`, "u"),
      [code],
      name.replace(/ State$/, ""),
    ]),
];

// Cities named in a description that are not in CITY_AREAS.
const WORD_LIKE_CITIES = new Set([
  "Nice",
  "Victoria",
  "Orlando",
  "Phoenix",
  "Charlotte",
  "Salvador",
  "Reading",
  "Mobile",
  "Florence",
  "Jos",
  "Bend",
  "Alba",
  "Kochi",
  "Perth",
  "Cork",
]);

const CITY_MENTIONS: ReadonlyArray<readonly [RegExp, CountryKey, string]> = [
  ...COUNTRY_KEYS.flatMap((key) =>
    COUNTRIES[key].cities
      .filter((city) => !Object.hasOwn(CITY_AREAS, city.split(",")[0]) && city !== "Singapore")
      .map((city): readonly [RegExp, CountryKey, string] => {
        const name = escapeRegExp(city.split(",")[0]);
        // Names that are also words match only capitalised ("Nice", not "nice").
        const flags = WORD_LIKE_CITIES.has(name) ? "u" : "iu";
        return [new RegExp(`\\b${name}\\b`, flags), key, city];
      }),
  ),
  [/\b[Bb]angalore\b/u, "india", "Bengaluru"],
  [/\bmunich\b|\bmünchen\b/iu, "germany", "Munich"],
];

function place(country: Country, cityLabel: string, rural: boolean): Place {
  return {
    location: country.label === "Singapore" ? "Singapore" : `${cityLabel}, ${country.label}`,
    city: cityLabel.split(",")[0],
    country: country.label,
    rural,
    nationalities: country.nationalities,
  };
}

export interface PlaceOptions {
  /** Share of people in small towns and the countryside (default 0.2). */
  ruralShare?: number;
  /** Keep only cities whose label contains one of these (US state codes). */
  regions?: string[];
}

/** Places in a country, cities weighted above towns. */
export function placesIn(key: CountryKey, options: PlaceOptions = {}): Weighted<Place>[] {
  const country: Country = COUNTRIES[key];
  const ruralShare = options.ruralShare ?? 0.2;
  const inRegion = (label: string) =>
    !options.regions || options.regions.some((region) => label.endsWith(`, ${region}`));
  const cities = country.cities.filter(inRegion);
  const towns = country.towns.filter(inRegion);
  const result: Weighted<Place>[] = [];
  // Earlier cities are the larger ones; weight them a little higher.
  cities.forEach((city, index) => {
    result.push([
      place(country, city, false),
      ((1 - ruralShare) * (1.5 - index / cities.length)) / cities.length,
    ]);
  });
  towns.forEach((town) => {
    result.push([place(country, town, true), ruralShare / Math.max(1, towns.length)]);
  });
  return result.filter(([, weight]) => weight > 0);
}

function areasOf(cityName: string): Weighted<Place>[] {
  const spec = CITY_AREAS[cityName];
  const country: Country = COUNTRIES[spec.country];
  const cityLabel = country.cities.find((city) => city.startsWith(cityName)) ?? cityName;
  const suffix = cityLabel.includes(",") ? cityLabel.slice(cityLabel.indexOf(",")) : "";
  return spec.areas.map((area): Weighted<Place> => [
    {
      location: `${area}, ${cityName}${suffix}, ${country.label}`,
      city: cityName,
      country: country.label,
      rural: false,
      nationalities: country.nationalities,
    },
    1,
  ]);
}

/** A mix of places weighted by [country, share] pairs. */
export function placeMix(
  shares: ReadonlyArray<readonly [CountryKey, number]>,
  options: PlaceOptions = {},
): Weighted<Place>[] {
  const result: Weighted<Place>[] = [];
  for (const [key, share] of shares) {
    const places = placesIn(key, options);
    const total = places.reduce((sum, [, weight]) => sum + weight, 0) || 1;
    for (const [value, weight] of places) result.push([value, (share * weight) / total]);
  }
  return result;
}

/** Places in named cities (with neighbourhoods where known). */
export function placesInCity(cityName: string): Weighted<Place>[] {
  if (Object.hasOwn(CITY_AREAS, cityName)) return areasOf(cityName);
  for (const key of COUNTRY_KEYS) {
    const country: Country = COUNTRIES[key];
    const city = country.cities.find((label) => label.split(",")[0] === cityName);
    if (city) return [[place(country, city, false), 1]];
  }
  return [];
}

// A language people learn, speak or teach is not where they live: "US adults learning Spanish or
// French" live in the US, and "Spanish-speaking parents" may live anywhere.
const LANGUAGE = String.raw`(?:spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|dutch|russian|arabic|hindi|polish|swedish|greek|turkish|english)`;
const LANGUAGES_USED = new RegExp(
  String.raw`\b(?:learn(?:s|ing|ers? of)?|stud(?:y|ies|ying|ents of)|speak(?:s|ing|ers of)?|fluent in|lessons in|classes in|courses in|teach(?:es|ing|ers of)?|tutors? (?:of|in)|practi[cs](?:e|es|ing))\s+${LANGUAGE}(?:(?:,\s*|\s+(?:or|and)\s+)${LANGUAGE})*\b|\b${LANGUAGE}[- ](?:speaking|speakers?|learners?|lessons?|classes|courses?|teachers?|tutors?|students?|immersion)\b`,
  "gi",
);

const RURAL_WORDS =
  /\brural\b|\bsmall[- ]towns?\b|\bcountryside\b|\bvillages?\b|\bremote (?:areas|regions|communities)\b|\bfarming communities\b|\boutback\b/iu;
const URBAN_WORDS =
  /\burban\b|\bcity dwellers\b|\b(?:big|large|major) cit(?:y|ies)\b|\bmetropolitan\b|\bdowntown\b/iu;

/** The text places its people in cities, and not in the country too. */
export function livesInCities(text: string): boolean {
  return URBAN_WORDS.test(text) && !RURAL_WORDS.test(text);
}

/**
 * Places named in free text ("rural Canada", "Berlin", "US", "Europe"),
 * or an empty list when the text names none.
 */
export function placesFromText(text: string): Weighted<Place>[] {
  const ruralShare = RURAL_WORDS.test(text) ? 0.92 : URBAN_WORDS.test(text) ? 0.03 : undefined;
  const result: Weighted<Place>[] = [];
  const countries = new Set<CountryKey>();
  let remaining = text.replace(LANGUAGES_USED, " ");

  for (const [cityName, spec] of Object.entries(CITY_AREAS)) {
    if (spec.pattern.test(remaining)) {
      result.push(...areasOf(cityName));
      remaining = remaining.replace(everywhere(spec.pattern), " ");
    }
  }
  for (const [pattern, key, city] of CITY_MENTIONS) {
    if (pattern.test(remaining)) {
      result.push([place(COUNTRIES[key], city, false), 8]);
      remaining = remaining.replace(everywhere(pattern), " ");
    }
  }
  for (const [pattern, codes, stateName] of US_STATES) {
    if (pattern.test(remaining)) {
      const inState = placesIn("usa", { ruralShare, regions: codes });
      // A state the lists hold few places of is also a place of its own ("Kansas, USA").
      const statewide: Weighted<Place>[] = stateName
        ? [
            [place(COUNTRIES.usa, stateName, false), 1 - (ruralShare ?? 0.2)],
            [place(COUNTRIES.usa, stateName, true), ruralShare ?? 0.2],
          ]
        : [];
      result.push(
        ...[...inState, ...statewide].map(([value, weight]): Weighted<Place> => [value, weight * 8]),
      );
      remaining = remaining.replace(everywhere(pattern), " ");
    }
  }
  for (const [pattern, keys] of REGIONS) {
    if (pattern.test(remaining)) {
      keys.forEach((key) => countries.add(key));
      remaining = remaining.replace(everywhere(pattern), " ");
    }
  }
  for (const key of COUNTRY_KEYS) {
    const country: Country = COUNTRIES[key];
    if (country.names.test(remaining) || (country.codes?.test(remaining) ?? false)) countries.add(key);
  }
  for (const key of countries) {
    result.push(
      ...placesIn(key, { ruralShare }).map(([value, weight]): Weighted<Place> => [value, weight * 8]),
    );
  }
  return result;
}
