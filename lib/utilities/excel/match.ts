import { TASKS, type Task } from './tasks';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%&. ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 || w === '%' || w === '&');

/** Light stemming so "counting", "counts" and "count" meet. */
const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '') || w;

/**
 * The task whose keywords best match a description ("count employees in sales over 40 hours"),
 * or null when nothing matches. Multi-word keywords found whole score more.
 */
export function matchTask(description: string): { task: Task; score: number } | null {
  const text = ` ${words(description).join(' ')} `;
  const stems = new Set(words(description).map(stem));
  let best: { task: Task; score: number } | null = null;
  for (const task of TASKS) {
    let score = 0;
    for (const keyword of task.keywords) {
      const k = keyword.toLowerCase();
      if (k.includes(' ')) {
        if (text.includes(` ${k} `)) score += 3;
      } else if (stems.has(stem(k))) score += 2;
    }
    if (score > 0 && (!best || score > best.score)) best = { task, score };
  }
  return best;
}
