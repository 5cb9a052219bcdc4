import {
  columnLetters,
  MAX_COL,
  MAX_ROW,
  parseFormula,
  type Node,
  type Ref,
} from '@/lib/utilities/excel/parse';

/**
 * A formula in a canonical form for comparison: case and spaces dropped (Excel ignores both in
 * names and criteria), $ signs dropped (the same cells either way), SUMIF/COUNTIF/AVERAGEIF
 * written as their *IFS twins, and only truly interchangeable arguments put in order: the
 * (range, criteria) pairs of the *IFS functions and the tests of AND and OR.
 */
export function normalise(formula: string): string {
  try {
    return print(parseFormula(formula));
  } catch {
    return `unreadable:${formula.replace(/\s+/g, '').toLowerCase()}`;
  }
}

const ref = (r: Ref) => {
  const sheet = r.sheet ? `${r.sheet.toLowerCase()}!` : '';
  if (r.r1 === 1 && r.r2 === MAX_ROW) return `${sheet}${columnLetters(r.c1)}:${columnLetters(r.c2)}`;
  if (r.c1 === 1 && r.c2 === MAX_COL) return `${sheet}${r.r1}:${r.r2}`;
  const a = `${columnLetters(r.c1)}${r.r1}`;
  const b = `${columnLetters(r.c2)}${r.r2}`;
  return `${sheet}${a === b ? a : `${a}:${b}`}`;
};

const pairs = (args: string[]) => {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 2) out.push(`${args[i]},${args[i + 1] ?? ''}`);
  return out.sort();
};

function print(node: Node): string {
  switch (node.type) {
    case 'number':
      return String(node.value);
    case 'string':
      return JSON.stringify(node.value.toLowerCase());
    case 'boolean':
      return node.value ? 'true' : 'false';
    case 'ref':
      return ref(node.ref).toLowerCase();
    case 'unary':
      return node.op === '%' ? `(${print(node.operand)})%` : `${node.op}(${print(node.operand)})`;
    case 'binary':
      return `(${print(node.left)}${node.op}${print(node.right)})`;
    case 'call': {
      let name = node.name.toLowerCase();
      let args = node.args.map(print);
      if (name === 'countif') name = 'countifs';
      if (name === 'sumif' || name === 'averageif') {
        name = `${name}s`;
        args = [args[2] ?? args[0]!, args[0]!, args[1]!];
      }
      if (name === 'countifs') args = pairs(args);
      if (['sumifs', 'averageifs', 'minifs', 'maxifs'].includes(name))
        args = [args[0]!, ...pairs(args.slice(1))];
      if (name === 'and' || name === 'or') args = [...args].sort();
      return `${name}(${args.join(',')})`;
    }
  }
}
