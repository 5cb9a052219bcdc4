/**
 * Reading a prompt: words the visitor types are matched against small lists of synonyms for the
 * scene elements and moods the generators can draw. This is keyword matching, not language
 * understanding, and the tools say so by showing exactly which words were read.
 */
export const TIMES = ['dawn', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const FEATURES = ['mountains', 'sea', 'city', 'forest', 'desert', 'space', 'hills'] as const;
export type Feature = (typeof FEATURES)[number];

export const WEATHERS = ['clouds', 'rain', 'snow', 'fog', 'storm'] as const;
export type Weather = (typeof WEATHERS)[number];

export const MOODS = ['calm', 'vivid', 'moody', 'warm', 'cool', 'pastel'] as const;
export type Mood = (typeof MOODS)[number];

/** Smaller things drawn into the landscape: they never replace a landscape, only add to it. */
export const DETAILS = ['birds', 'boats', 'lighthouse', 'aurora'] as const;
export type Detail = (typeof DETAILS)[number];

type Lexicon<K extends string> = Record<K, readonly string[]>;

const TIME_WORDS: Lexicon<TimeOfDay> = {
  dawn: ['dawn', 'sunrise', 'morning', 'daybreak', 'early'],
  day: ['day', 'daytime', 'noon', 'midday', 'sunny', 'afternoon', 'bright', 'sun', 'summer'],
  sunset: ['sunset', 'dusk', 'evening', 'twilight', 'golden', 'sundown'],
  night: ['night', 'midnight', 'moon', 'moonlight', 'moonlit', 'nighttime', 'dark', 'stars', 'starry'],
};

const FEATURE_WORDS: Lexicon<Feature> = {
  mountains: [
    'mountain',
    'mountains',
    'peak',
    'peaks',
    'alps',
    'alpine',
    'summit',
    'cliff',
    'cliffs',
    'range',
  ],
  sea: [
    'sea',
    'ocean',
    'beach',
    'coast',
    'shore',
    'lake',
    'water',
    'waves',
    'wave',
    'harbor',
    'bay',
    'island',
  ],
  city: [
    'city',
    'skyline',
    'town',
    'urban',
    'downtown',
    'buildings',
    'building',
    'street',
    'office',
    'skyscraper',
    'skyscrapers',
    'metropolis',
  ],
  forest: ['forest', 'woods', 'woodland', 'tree', 'trees', 'pine', 'pines', 'jungle', 'grove', 'park'],
  desert: ['desert', 'dune', 'dunes', 'sand', 'sandy', 'cactus', 'canyon', 'sahara', 'arid'],
  space: [
    'space',
    'galaxy',
    'planet',
    'planets',
    'cosmos',
    'cosmic',
    'nebula',
    'universe',
    'astronaut',
    'orbit',
  ],
  hills: ['hill', 'hills', 'meadow', 'field', 'fields', 'countryside', 'valley', 'farm', 'grass', 'prairie'],
};

const WEATHER_WORDS: Lexicon<Weather> = {
  clouds: ['cloud', 'clouds', 'cloudy', 'overcast'],
  rain: ['rain', 'rainy', 'raining', 'drizzle', 'shower', 'wet', 'monsoon'],
  snow: ['snow', 'snowy', 'snowing', 'winter', 'blizzard', 'frost', 'frozen', 'ice', 'icy'],
  fog: ['fog', 'foggy', 'mist', 'misty', 'haze', 'hazy'],
  storm: ['storm', 'stormy', 'thunder', 'lightning', 'thunderstorm', 'tempest'],
};

const DETAIL_WORDS: Lexicon<Detail> = {
  birds: ['bird', 'birds', 'gull', 'gulls', 'seagull', 'seagulls', 'flock', 'geese', 'swallow', 'swallows'],
  boats: ['boat', 'boats', 'sailboat', 'sailboats', 'sail', 'sailing', 'ship', 'ships', 'yacht', 'ferry'],
  lighthouse: ['lighthouse', 'beacon'],
  aurora: ['aurora', 'northern', 'borealis', 'arctic', 'polar'],
};

const MOOD_WORDS: Lexicon<Mood> = {
  calm: ['calm', 'peaceful', 'serene', 'quiet', 'tranquil', 'gentle', 'relaxing', 'minimal'],
  vivid: ['vivid', 'vibrant', 'colorful', 'colourful', 'bold', 'neon', 'energetic', 'bright', 'happy', 'fun'],
  moody: ['moody', 'gloomy', 'mysterious', 'dramatic', 'somber', 'eerie', 'noir'],
  warm: ['warm', 'cozy', 'autumn', 'fall', 'fire', 'hot', 'orange', 'red', 'gold'],
  cool: ['cool', 'cold', 'blue', 'teal', 'icy', 'fresh', 'green'],
  pastel: ['pastel', 'soft', 'dreamy', 'pink', 'lavender', 'light', 'whimsical'],
};

export type PromptReading = {
  time: TimeOfDay;
  features: Feature[];
  weather: Weather[];
  mood: Mood;
  details: Detail[];
  /** The prompt words that were recognized, in the order typed. */
  matched: string[];
  /** True when nothing was recognized and the defaults were used. */
  fallback: boolean;
};

export const MAX_PROMPT = 300;

/** Lowercase words, with a plural `s` tried off when the plural is not listed itself. */
export function words(text: string): string[] {
  return (
    text
      .slice(0, MAX_PROMPT)
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  );
}

function lookup<K extends string>(lexicon: Lexicon<K>, word: string): K | undefined {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  for (const key of Object.keys(lexicon) as K[]) {
    const list = lexicon[key];
    if (list.includes(word) || list.includes(singular)) return key;
  }
  return undefined;
}

export function readPrompt(text: string): PromptReading {
  const matched: string[] = [];
  const times: TimeOfDay[] = [];
  const features: Feature[] = [];
  const weather: Weather[] = [];
  const moods: Mood[] = [];
  const details: Detail[] = [];
  const note = (word: string) => {
    if (!matched.includes(word)) matched.push(word);
  };
  let previous = '';
  for (const word of words(text)) {
    // "Northern lights" is one thing, the aurora, and its "lights" must not read as the pastel "light".
    const lights = previous === 'northern' && (word === 'lights' || word === 'light');
    previous = word;
    const time = lights ? undefined : lookup(TIME_WORDS, word);
    const feature = lights ? undefined : lookup(FEATURE_WORDS, word);
    const sky = lights ? undefined : lookup(WEATHER_WORDS, word);
    const mood = lights ? undefined : lookup(MOOD_WORDS, word);
    const detail = lights ? 'aurora' : lookup(DETAIL_WORDS, word);
    if (time) times.push(time);
    if (feature && !features.includes(feature)) features.push(feature);
    if (sky && !weather.includes(sky)) weather.push(sky);
    if (mood) moods.push(mood);
    if (detail && !details.includes(detail)) details.push(detail);
    if (time || feature || sky || mood || detail) note(word);
  }
  const fallback = matched.length === 0;
  const space = features.includes('space');
  const landscape: Feature[] = features.length ? features.slice(0, 4) : ['hills'];
  // Boats and a lighthouse need water to float or stand in, so they bring the sea when it was not named.
  if (!space && details.some((d) => d === 'boats' || d === 'lighthouse') && !landscape.includes('sea')) {
    if (!features.length) landscape.length = 0;
    if (landscape.length === 4) landscape.pop();
    landscape.push('sea');
  }
  // The northern lights only show in the dark, so they make it night unless a time was named.
  const fallbackTime: TimeOfDay = details.includes('aurora') ? 'night' : 'day';
  // Space has no weather and no time of day of its own: it is always night out there.
  const time: TimeOfDay = space ? 'night' : (times[0] ?? fallbackTime);
  // Out in space there is no sea or sky for them; the aurora is dropped when a daytime word was named.
  const kept = details.filter((d) => !space && (d !== 'aurora' || time === 'night'));
  const mood: Mood = moods[0] ?? (weather.includes('storm') || weather.includes('rain') ? 'moody' : 'calm');
  return {
    time,
    features: landscape,
    weather: space ? [] : weather.slice(0, 2),
    mood,
    details: kept,
    matched,
    fallback,
  };
}

/** "night, city, rain": what the picture was built from, for the visitor to check. */
export function describeReading(reading: PromptReading): string {
  const parts: string[] = [reading.time, ...reading.features, ...reading.weather, ...reading.details];
  if (reading.mood !== 'calm') parts.push(reading.mood);
  return parts.join(', ');
}

/** Words the AI may send back: only those the generators know are kept. */
export function knownWord(word: string): boolean {
  const w = word.toLowerCase().trim();
  return [TIME_WORDS, FEATURE_WORDS, WEATHER_WORDS, MOOD_WORDS, DETAIL_WORDS].some((lexicon) =>
    Object.values<readonly string[]>(lexicon).some((list) => list.includes(w)),
  );
}
