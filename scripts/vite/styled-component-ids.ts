/**
 * A Vite plugin that gives every styled component a fixed id, so that the page rendered on the
 * server and the same page hydrated in the browser use the same class names; and that writes the
 * CSS of every styled-components template in fewer bytes (see minifyStyledCss).
 *
 * Why it is needed: styled-components names a component after a counter that goes up each time
 * `styled.x` or `styled(X)` runs. The server and the browser run the modules in different orders
 * (the browser loads the feedback form and the static pages later, as chunks of their own; the
 * server loads them when a page first needs them), so the counters differ and so would every class
 * name. This plugin rewrites `styled.div` into `styled.div.withConfig({ componentId: "…" })`, the id
 * made from the file's path and the component's place in that file, which is the same on both
 * sides. (babel-plugin-styled-components does the same; this needs no Babel.)
 *
 * It runs after TypeScript and JSX have been turned into JavaScript, on the app's own modules.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function isIdentifier(node: unknown, name: string): boolean {
  return isNode(node) && node.type === 'Identifier' && node.name === name;
}

/**
 * The `styled.x` or `styled(X)` at the root of a tag such as `styled.div`, `styled(Link)`,
 * `styled.button.attrs(…)` or `styled(Card).withConfig(…).attrs(…)`; undefined for any other tag.
 */
export function styledBase(tag: unknown, styledName: string): Node | undefined {
  if (!isNode(tag)) return undefined;
  if (tag.type === 'MemberExpression' && isIdentifier(tag.object, styledName) && !tag.computed) return tag;
  if (tag.type === 'CallExpression') {
    if (isIdentifier(tag.callee, styledName)) return tag;
    const callee = tag.callee;
    if (isNode(callee) && callee.type === 'MemberExpression' && isNode(callee.property)) {
      const method = callee.property.name;
      if (method === 'attrs' || method === 'withConfig') return styledBase(callee.object, styledName);
    }
  }
  return undefined;
}

/** The local name of styled-components' default import in `program`, if it has one. */
function styledImportName(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') return (specifier.local as Node).name as string;
    }
  }
  return undefined;
}

/** styled-components' tags that take CSS other than `styled.x` itself. */
const CSS_HELPERS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** The local names of `css`, `keyframes` and `createGlobalStyle` imported from styled-components. */
function cssHelperNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported && CSS_HELPERS.has(imported.name as string)) {
        names.add((specifier.local as Node).name as string);
      }
    }
  }
  return names;
}

/**
 * No space after a declaration's colon (`color: red`), but as written inside parentheses, where a
 * media or container query's feature keeps it (`(max-width: 20em)`), as stylis writes it.
 */
function withoutSpaceAfterColons(text: string): string {
  let depth = 0;
  let result = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    result += char;
    if (char === ':' && depth === 0 && text[index + 1] === ' ') index++;
  }
  return result;
}

/**
 * One stretch of a CSS template (the text between its interpolations) in fewer bytes: comments
 * gone, every run of white space one space, none around braces and semicolons, nor after a comma
 * or a declaration's colon: what styled-components' CSS parser (stylis) would make of it anyway,
 * so the rules in the page are the same. Quoted strings are left as they are.
 */
export function minifyCss(text: string): string {
  // Comments first: their words may hold an apostrophe ("the site's rule"), which is no quote.
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/('[^'\n]*'|"[^"\n]*")/)
    .map((part, index) => {
      // Odd parts are the quoted strings the split kept.
      if (index % 2 === 1) return part;
      return withoutSpaceAfterColons(
        part
          .replace(/\s+/g, ' ')
          .replace(/ ?([{};]) ?/g, '$1')
          .replace(/, /g, ','),
      );
    })
    .join('');
}

/**
 * The module's code with the CSS of its styled-components templates minified (minifyCss on each
 * stretch between interpolations), or undefined when it has none. Everything else is unchanged.
 */
export function minifyStyledCss(code: string): string | undefined {
  if (!code.includes('styled-components')) return undefined;
  const program = parseAst(code) as unknown as Node;
  const styledName = styledImportName(program);
  const helpers = cssHelperNames(program);
  if (!styledName && helpers.size === 0) return undefined;
  const stretches: Node[] = [];
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const tag = node.tag as Node;
    const isCss =
      (styledName !== undefined && styledBase(tag, styledName) !== undefined) ||
      (tag.type === 'Identifier' && helpers.has(tag.name as string));
    if (isCss) stretches.push(...((node.quasi as Node).quasis as Node[]));
  });
  if (stretches.length === 0) return undefined;
  stretches.sort((a, b) => a.start - b.start);
  let result = '';
  let from = 0;
  for (const stretch of stretches) {
    result += code.slice(from, stretch.start) + minifyCss(code.slice(stretch.start, stretch.end));
    from = stretch.end;
  }
  return result + code.slice(from);
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = node[key];
    if (typeof value === 'object' && value !== null) walk(value, visit);
  }
}

/** A module's part of its components' ids: a short hash of its path, starting with a letter. */
export function moduleIdPrefix(relativePath: string): string {
  const hash = createHash('sha1').update(relativePath.split(path.sep).join('/')).digest('base64url').replace(/[-_]/g, '');
  return `c${hash.slice(0, 5)}`;
}

/** A short id from the module's path (relative to the project) and the component's place in it. */
export function componentIdFor(relativePath: string, index: number): string {
  return `${moduleIdPrefix(relativePath)}${index}`;
}

/**
 * The module's code with a fixed componentId on each styled component, or undefined when it has
 * none. `relativePath` names the module the same way on every machine and in every build.
 */
export function addComponentIds(code: string, relativePath: string): string | undefined {
  if (!code.includes('styled-components')) return undefined;
  const program = parseAst(code) as unknown as Node;
  const styledName = styledImportName(program);
  if (!styledName) return undefined;
  const bases: Node[] = [];
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const base = styledBase(node.tag, styledName);
    if (base) bases.push(base);
  });
  if (bases.length === 0) return undefined;
  bases.sort((a, b) => a.start - b.start);
  let result = '';
  let from = 0;
  bases.forEach((base, index) => {
    result += `${code.slice(from, base.end)}.withConfig({componentId:${JSON.stringify(componentIdFor(relativePath, index))}})`;
    from = base.end;
  });
  return result + code.slice(from);
}

const APP_MODULE = /\.(?:[cm]?[jt]sx?)$/;

export function styledComponentIds(): Plugin {
  let root = process.cwd();
  // Two modules whose paths hash alike would share ids (and so styles): a build stops instead.
  const modulesByPrefix = new Map<string, string>();
  return {
    name: 'bhajan:styled-component-ids',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!APP_MODULE.test(file) || file.includes('/node_modules/') || !file.startsWith(root)) return undefined;
      const relativePath = path.relative(root, file);
      const minified = minifyStyledCss(code) ?? code;
      const rewritten = addComponentIds(minified, relativePath);
      if (rewritten === undefined) return minified === code ? undefined : { code: minified, map: null };
      const prefix = moduleIdPrefix(relativePath);
      const other = modulesByPrefix.get(prefix);
      if (other && other !== relativePath)
        this.error(`${relativePath} and ${other} would give their styled components the same ids (${prefix}…): rename one`);
      modulesByPrefix.set(prefix, relativePath);
      return { code: rewritten, map: null };
    },
  };
}
