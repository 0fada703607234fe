/**
 * A line-by-line comparison of two texts (a hymn's lyrics in two revisions, an editor's and a
 * saved one), with the changed words marked within a changed line: what the History and a
 * conflicting save show an editor. Words are split at spaces only, so a Devanagari word keeps its
 * vowel signs and conjuncts whole (a changed matra marks its word, never half a letter).
 */

/** A piece of a changed line: words both lines have, or only the earlier one, or only the later one. */
export interface WordPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export type DiffLine =
  | { kind: 'same'; text: string }
  | { kind: 'removed'; text: string }
  | { kind: 'added'; text: string }
  /** A line changed in place: the earlier and the later line, each as its words. */
  | { kind: 'changed'; before: WordPart[]; after: WordPart[] };

type Op<T> = { kind: 'same' | 'removed' | 'added'; item: T };

/**
 * The longest common subsequence's edit script from `a` to `b`. Plain dynamic programming: a
 * hymn has at most some hundreds of lines and a line some tens of words, well within its
 * quadratic cost; the common start and end are taken off first, so a small change in a long text
 * compares only what lies between.
 */
function editScript<T>(a: readonly T[], b: readonly T[]): Op<T>[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const rows = midA.length + 1;
  const cols = midB.length + 1;
  // lengths[i * cols + j]: the common subsequence's length of midA from i and midB from j.
  const lengths = new Uint32Array(rows * cols);
  for (let i = midA.length - 1; i >= 0; i -= 1) {
    for (let j = midB.length - 1; j >= 0; j -= 1) {
      lengths[i * cols + j] =
        midA[i] === midB[j] ? lengths[(i + 1) * cols + j + 1]! + 1 : Math.max(lengths[(i + 1) * cols + j]!, lengths[i * cols + j + 1]!);
    }
  }
  const ops: Op<T>[] = a.slice(0, start).map((item) => ({ kind: 'same' as const, item }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      ops.push({ kind: 'same', item: midA[i]! });
      i += 1;
      j += 1;
    } else if (j < midB.length && (i === midA.length || lengths[i * cols + j + 1]! >= lengths[(i + 1) * cols + j]!)) {
      ops.push({ kind: 'added', item: midB[j]! });
      j += 1;
    } else {
      ops.push({ kind: 'removed', item: midA[i]! });
      i += 1;
    }
  }
  for (const item of a.slice(endA)) ops.push({ kind: 'same', item });
  return ops;
}

/** A line's words and the spaces between them, each its own token (spaces stay as typed). */
const tokens = (line: string) => line.split(/(\s+)/).filter((token) => token !== '');

/**
 * Joins neighbouring parts of one kind, so a run of changed words reads as one mark (the spaces
 * between two changed words join them).
 */
function merged(parts: WordPart[]): WordPart[] {
  const out: WordPart[] = [];
  for (const [index, original] of parts.entries()) {
    const [previous, next] = [parts[index - 1], parts[index + 1]];
    const between =
      original.kind === 'same' && !original.text.trim() && previous && next && previous.kind !== 'same' && previous.kind === next.kind;
    const part = between ? { ...original, kind: previous.kind } : original;
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Two versions of one line as their words, those only in one of them marked. */
export function wordDiff(before: string, after: string): { before: WordPart[]; after: WordPart[] } {
  const ops = editScript(tokens(before), tokens(after));
  return {
    before: merged(ops.filter((op) => op.kind !== 'added').map((op) => ({ kind: op.kind, text: op.item }))),
    after: merged(ops.filter((op) => op.kind !== 'removed').map((op) => ({ kind: op.kind, text: op.item }))),
  };
}

/**
 * Two texts line by line: lines both have, lines only one has, and a line replaced by another in
 * the same place (as many as were removed and added there, pairwise) with its words compared.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const ops = editScript(before.split('\n'), after.split('\n'));
  const lines: DiffLine[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) lines.push({ kind: 'changed', ...wordDiff(removed[k]!, added[k]!) });
    for (const text of removed.slice(paired)) lines.push({ kind: 'removed', text });
    for (const text of added.slice(paired)) lines.push({ kind: 'added', text });
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.kind === 'removed') removed.push(op.item);
    else if (op.kind === 'added') added.push(op.item);
    else {
      flush();
      lines.push({ kind: 'same', text: op.item });
    }
  }
  flush();
  return lines;
}
