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
  const note = (word: string) => {
    if (!matched.includes(word)) matched.push(word);
  };
  for (const word of words(text)) {
    const time = lookup(TIME_WORDS, word);
    const feature = lookup(FEATURE_WORDS, word);
    const sky = lookup(WEATHER_WORDS, word);
    const mood = lookup(MOOD_WORDS, word);
    if (time) times.push(time);
    if (feature && !features.includes(feature)) features.push(feature);
    if (sky && !weather.includes(sky)) weather.push(sky);
    if (mood) moods.push(mood);
    if (time || feature || sky || mood) note(word);
  }
  const fallback = matched.length === 0;
  // Space has no weather and no time of day of its own: it is always night out there.
  const time: TimeOfDay = features.includes('space') ? 'night' : (times[0] ?? 'day');
  const mood: Mood = moods[0] ?? (weather.includes('storm') || weather.includes('rain') ? 'moody' : 'calm');
  return {
    time,
    features: features.length ? features.slice(0, 4) : ['hills'],
    weather: features.includes('space') ? [] : weather.slice(0, 2),
    mood,
    matched,
    fallback,
  };
}

/** "night, city, rain": what the picture was built from, for the visitor to check. */
export function describeReading(reading: PromptReading): string {
  const parts: string[] = [reading.time, ...reading.features, ...reading.weather];
  if (reading.mood !== 'calm') parts.push(reading.mood);
  return parts.join(', ');
}

/** Words the AI may send back: only those the generators know are kept. */
export function knownWord(word: string): boolean {
  const w = word.toLowerCase().trim();
  return [TIME_WORDS, FEATURE_WORDS, WEATHER_WORDS, MOOD_WORDS].some((lexicon) =>
    Object.values<readonly string[]>(lexicon).some((list) => list.includes(w)),
  );
}
