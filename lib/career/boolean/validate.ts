export type BooleanIssue = {
  /** 0-based index of the first character at fault. */
  index: number;
  length: number;
  severity: 'error' | 'warning';
  message: string;
};

type Token =
  | { kind: 'word'; text: string; index: number }
  | { kind: 'phrase'; index: number; length: number }
  | { kind: 'op'; text: 'AND' | 'OR' | 'NOT'; index: number }
  | { kind: 'open' | 'close'; index: number };

/**
 * Checks a boolean search string the way LinkedIn, Indeed and most ATSs read it: straight double
 * quotes in pairs, balanced parentheses, operators in capitals, and no operator left without a
 * term on each side. Every issue carries the exact position, so it can be pointed at.
 */
export function validateBoolean(query: string): BooleanIssue[] {
  const issues: BooleanIssue[] = [];
  const tokens: Token[] = [];
  const opens: number[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '“' || ch === '”') {
      issues.push({
        index: i,
        length: 1,
        severity: 'error',
        message: `Curly quote at character ${i + 1}: use straight quotes ("), which is what word processors replace.`,
      });
    }
    if (ch === '"' || ch === '“' || ch === '”') {
      const close = query.slice(i + 1).search(/["“”]/);
      if (close < 0) {
        issues.push({
          index: i,
          length: 1,
          severity: 'error',
          message: `Quote opened at character ${i + 1} is never closed.`,
        });
        tokens.push({ kind: 'phrase', index: i, length: query.length - i });
        break;
      }
      const end = i + 1 + close;
      if (end === i + 1)
        issues.push({
          index: i,
          length: 2,
          severity: 'error',
          message: `Empty quotes at character ${i + 1}.`,
        });
      tokens.push({ kind: 'phrase', index: i, length: end - i + 1 });
      i = end + 1;
      continue;
    }
    if (ch === '(') {
      opens.push(i);
      tokens.push({ kind: 'open', index: i });
      i++;
      continue;
    }
    if (ch === ')') {
      if (opens.length) opens.pop();
      else
        issues.push({
          index: i,
          length: 1,
          severity: 'error',
          message: `Closing parenthesis at character ${i + 1} has no opening one.`,
        });
      tokens.push({ kind: 'close', index: i });
      i++;
      continue;
    }
    const match = /^[^\s()"“”]+/.exec(query.slice(i))!;
    const word = match[0];
    if (word === 'AND' || word === 'OR' || word === 'NOT') tokens.push({ kind: 'op', text: word, index: i });
    else {
      if (/^(and|or|not)$/i.test(word))
        issues.push({
          index: i,
          length: word.length,
          severity: 'warning',
          message: `“${word}” at character ${i + 1} is read as a search word, not an operator: write ${word.toUpperCase()} in capitals.`,
        });
      tokens.push({ kind: 'word', text: word, index: i });
    }
    i += word.length;
  }
  for (const index of opens)
    issues.push({
      index,
      length: 1,
      severity: 'error',
      message: `Parenthesis opened at character ${index + 1} is never closed.`,
    });

  tokens.forEach((token, n) => {
    const prev = tokens[n - 1];
    const next = tokens[n + 1];
    if (token.kind === 'open' && next?.kind === 'close')
      issues.push({
        index: token.index,
        length: 2,
        severity: 'error',
        message: `Empty parentheses at character ${token.index + 1}.`,
      });
    if (token.kind !== 'op') return;
    const at = `${token.text} at character ${token.index + 1}`;
    const push = (message: string) =>
      issues.push({ index: token.index, length: token.text.length, severity: 'error', message });
    if (!next || next.kind === 'close') push(`${at} has nothing after it.`);
    else if (next.kind === 'op' && !(next.text === 'NOT' && token.text !== 'NOT'))
      push(`${at} is followed by another operator (${next.text}).`);
    if (token.text !== 'NOT' && (!prev || prev.kind === 'open' || prev.kind === 'op'))
      if (!prev || prev.kind !== 'op') push(`${at} has nothing before it.`);
  });
  return issues.sort((a, b) => a.index - b.index);
}
