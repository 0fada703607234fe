import { parseAst } from 'vite';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styledComponents, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { addComponentIds, componentIdFor, minifyCss, minifyStyledCss, moduleIdPrefix } from './styled-component-ids';

/** A module as it reaches the plugin: TSX already compiled to JavaScript. */
const MODULE = `import styled, { css, keyframes, createGlobalStyle } from 'styled-components';
import { Link } from 'react-router';
const spin = keyframes\`from { transform: rotate(0deg); } to { transform: rotate(360deg); }\`;
const focusRing = css\`outline: 2px solid blue;\`;
const GlobalStyle = createGlobalStyle\`body { margin: 0; }\`;
const Box = styled.div\`
  color: red;
  \${focusRing}
\`;
const Button = styled.button.attrs({ type: 'button' })\`
  padding: 0;
  animation: \${spin} 1s linear infinite;
\`;
const Anchor = styled(Link)\`
  color: blue;
  \${Box}:hover & { color: green; }
\`;
const NavLink = styled(Link).attrs(() => ({ role: 'link' }))\`margin: 0;\`;
function make() {
  return styled.span\`font-weight: bold;\`;
}
const Inner = make();
`;

const NAMES = ['Box', 'Button', 'Anchor', 'NavLink', 'Inner'];
const PATH = 'src/components/Example.tsx';

const ID = /componentId:"([^"]*)"/g;
const idsIn = (code: string) => [...code.matchAll(ID)].map((match) => match[1] ?? '');

/** A stand-in for styled-components: every component it makes records its tag and its configs. */
function fakeStyled() {
  interface Made {
    target: unknown;
    configs: Record<string, unknown>[];
    attrs: unknown[];
  }
  const builder = (target: unknown, configs: Record<string, unknown>[] = [], attrs: unknown[] = []) => {
    const tag = (() => ({ target, configs, attrs }) satisfies Made) as ((...args: unknown[]) => Made) & {
      withConfig: (config: Record<string, unknown>) => unknown;
      attrs: (value: unknown) => unknown;
    };
    tag.withConfig = (config) => builder(target, [...configs, config], attrs);
    tag.attrs = (value) => builder(target, configs, [...attrs, value]);
    return tag;
  };
  return new Proxy((target: unknown) => builder(target), { get: (_, property) => builder(property) });
}

/** Runs a module's code (imports dropped) with `styled` (under `styledName`) and a Link, and answers its components. */
function evaluate(code: string, styled: unknown, styledName = 'styled', names = NAMES): Record<string, unknown> {
  const body = code.replace(/^import .*$/gm, '');
  const Link = function Link() {
    return null;
  };
  const css = () => 'css';
  const run = new Function(styledName, 'Link', 'css', 'keyframes', 'createGlobalStyle', `${body}\nreturn { ${names.join(', ')} };`) as (
    ...args: unknown[]
  ) => Record<string, unknown>;
  return run(styled, Link, css, css, css);
}

describe('moduleIdPrefix', () => {
  it.each(['src/a.tsx', 'src/components/Example.tsx', 'src/app/layout/NavBar.tsx', '', 'x'])(
    'is 6 letters or digits starting with c for %j',
    (file) => {
      expect(moduleIdPrefix(file)).toMatch(/^c[A-Za-z0-9]{5}$/);
    },
  );

  it('is the same for the same path and differs between paths', () => {
    expect(moduleIdPrefix(PATH)).toBe(moduleIdPrefix(PATH));
    expect(moduleIdPrefix(PATH)).not.toBe(moduleIdPrefix('src/components/Other.tsx'));
  });

  it('componentIdFor is the prefix and the index', () => {
    expect(componentIdFor(PATH, 0)).toBe(`${moduleIdPrefix(PATH)}0`);
    expect(componentIdFor(PATH, 12)).toBe(`${moduleIdPrefix(PATH)}12`);
  });
});

describe('addComponentIds', () => {
  it('gives each styled component a componentId right after its styled.x or styled(X)', () => {
    const out = addComponentIds(MODULE, PATH);
    expect(out).toBeDefined();
    const id = (index: number) => componentIdFor(PATH, index);
    expect(out).toContain(`styled.div.withConfig({componentId:"${id(0)}"})\``);
    expect(out).toContain(`styled.button.withConfig({componentId:"${id(1)}"}).attrs({ type: 'button' })\``);
    expect(out).toContain(`styled(Link).withConfig({componentId:"${id(2)}"})\``);
    expect(out).toContain(`styled(Link).withConfig({componentId:"${id(3)}"}).attrs(() => ({ role: 'link' }))\``);
    expect(out).toContain(`styled.span.withConfig({componentId:"${id(4)}"})\``);
    expect(idsIn(out ?? '')).toHaveLength(5);
  });

  it('leaves css, keyframes and createGlobalStyle alone, and everything else as it was', () => {
    const out = addComponentIds(MODULE, PATH) ?? '';
    expect(out).toContain('const spin = keyframes`from');
    expect(out).toContain('const focusRing = css`outline');
    expect(out).toContain('const GlobalStyle = createGlobalStyle`body');
    // Taking the insertions out gives back the module.
    expect(out.replace(/\.withConfig\(\{componentId:"[^"]*"\}\)/g, '')).toBe(MODULE);
  });

  it('gives ids unique within the file, starting with a letter', () => {
    const ids = idsIn(addComponentIds(MODULE, PATH) ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
  });

  it('gives the same ids for the same path every time, and others for another path', () => {
    const first = idsIn(addComponentIds(MODULE, PATH) ?? '');
    expect(idsIn(addComponentIds(MODULE, PATH) ?? '')).toEqual(first);
    const other = idsIn(addComponentIds(MODULE, 'src/components/Other.tsx') ?? '');
    expect(other).toHaveLength(first.length);
    for (const id of other) expect(first).not.toContain(id);
  });

  it('numbers components in the order they appear in the file, nested ones included', () => {
    const code = `import styled from 'styled-components';
const Outer = styled.div\`
  \${() => styled.span\`color: red;\`}
\`;
const Last = styled.p\`\`;
`;
    const out = addComponentIds(code, PATH) ?? '';
    expect(out).toContain(`styled.div.withConfig({componentId:"${componentIdFor(PATH, 0)}"})`);
    expect(out).toContain(`styled.span.withConfig({componentId:"${componentIdFor(PATH, 1)}"})`);
    expect(out).toContain(`styled.p.withConfig({componentId:"${componentIdFor(PATH, 2)}"})`);
    expect(() => parseAst(out)).not.toThrow();
  });

  it('gives code that still parses', () => {
    const out = addComponentIds(MODULE, PATH) ?? '';
    expect(() => parseAst(out)).not.toThrow();
  });

  it('gives each component its id when the code runs (a stand-in styled)', () => {
    const out = addComponentIds(MODULE, PATH) ?? '';
    const components = evaluate(out, fakeStyled()) as Record<
      string,
      { target: unknown; configs: Record<string, unknown>[]; attrs: unknown[] }
    >;
    NAMES.forEach((name, index) => {
      expect(components[name]?.configs, name).toEqual([{ componentId: componentIdFor(PATH, index) }]);
    });
    expect(components.Box?.target).toBe('div');
    expect(components.Button?.target).toBe('button');
    expect(components.Button?.attrs).toEqual([{ type: 'button' }]);
    expect(components.NavLink?.attrs).toHaveLength(1);
    // Without the plugin nothing names them.
    const plain = evaluate(MODULE, fakeStyled()) as Record<string, { configs: unknown[] }>;
    expect(plain.Box?.configs).toEqual([]);
  });

  it('gives each component its id when the code runs with styled-components itself', () => {
    const out = addComponentIds(MODULE, PATH) ?? '';
    const components = evaluate(out, styledComponents) as Record<string, { styledComponentId?: string }>;
    NAMES.forEach((name, index) => {
      expect(components[name]?.styledComponentId, name).toBe(componentIdFor(PATH, index));
    });
  });

  it('works with the default import under another name', () => {
    const code = `import sc, { css } from 'styled-components';
const Box = sc.div\`color: red;\`;
const Card = sc(Box).attrs({ id: 'card' })\`padding: 0;\`;
const mixin = css\`margin: 0;\`;
`;
    const out = addComponentIds(code, PATH) ?? '';
    expect(out).toContain(`sc.div.withConfig({componentId:"${componentIdFor(PATH, 0)}"})\``);
    expect(out).toContain(`sc(Box).withConfig({componentId:"${componentIdFor(PATH, 1)}"}).attrs(`);
    expect(out).toContain('const mixin = css`margin: 0;`;');
    const components = evaluate(out, fakeStyled(), 'sc', ['Box', 'Card']) as Record<string, { configs: unknown[] }>;
    expect(components.Box?.configs).toEqual([{ componentId: componentIdFor(PATH, 0) }]);
    expect(components.Card?.configs).toEqual([{ componentId: componentIdFor(PATH, 1) }]);
  });

  it('leaves a local variable named styled alone when it is not the import', () => {
    const renamed = `import sc from 'styled-components';
const styled = { div: (strings) => strings.join('') };
const Box = sc.div\`color: red;\`;
const text = styled.div\`not a component\`;
`;
    const out = addComponentIds(renamed, PATH) ?? '';
    expect(idsIn(out)).toEqual([componentIdFor(PATH, 0)]);
    expect(out).toContain('const text = styled.div`not a component`;');

    const noDefaultImport = `import { css } from 'styled-components';
const styled = { div: (strings) => strings.join('') };
const text = styled.div\`not a component\`;
const mixin = css\`margin: 0;\`;
`;
    expect(addComponentIds(noDefaultImport, PATH)).toBeUndefined();
  });

  it.each([
    ['a file without styled-components', `const styled = { div: () => 1 };\nconst Box = styled.div\`color: red;\`;\n`],
    [
      'a file with only css, keyframes and createGlobalStyle',
      `import { css, keyframes, createGlobalStyle } from 'styled-components';\nconst a = css\`color: red;\`;\nconst b = keyframes\`from {}\`;\nconst C = createGlobalStyle\`body {}\`;\n`,
    ],
    [
      'a file that imports styled but makes no component with it',
      `import styled from 'styled-components';\nexport const wrap = (C) => styled(C);\n`,
    ],
    ['a computed member', `import styled from 'styled-components';\nconst tag = 'div';\nconst Box = styled[tag]\`color: red;\`;\n`],
    [
      'a tag from another module',
      `import styled from 'styled-components';\nimport other from 'other';\nconst Box = other.div\`color: red;\`;\n`,
    ],
  ])('does nothing for %s', (_, code) => {
    expect(addComponentIds(code, PATH)).toBeUndefined();
  });
});

describe('minifyStyledCss', () => {
  /** A module with every kind of CSS template, commented and indented as the app's are. */
  const STYLED = `import sc, { css as mixin, keyframes, createGlobalStyle } from 'styled-components';
const spin = keyframes\`
  to {
    transform: rotate(360deg);
  }
\`;
const ring = mixin\`
  /* Seen on any background. */
  outline: 2px solid \${(p) => p.colour};
\`;
const Global = createGlobalStyle\`
  body {
    margin: 0;
  }
\`;
const Box = sc.div.attrs({ role: 'note' })\`
  font-family: "Noto  Sans", serif;
  \${ring}

  &:hover,
  &:focus-visible {
    animation: \${spin} 1s linear infinite;
  }

  @media (max-width: 20em) {
    > a { grid-template-areas: 'a  b'; }
  }
\`;
const text = \`
  not  css: {  kept  }
\`;
const other = String.raw\`  a  { b }  \`;
`;

  it('writes each CSS template in fewer bytes: no comments, one space, none around braces, semicolons, colons and commas', () => {
    const out = minifyStyledCss(STYLED) ?? '';
    expect(out).toContain('const spin = keyframes` to{transform:rotate(360deg);}`;');
    expect(out).toContain('const ring = mixin` outline:2px solid ${(p) => p.colour};`;');
    expect(out).toContain('const Global = createGlobalStyle` body{margin:0;}`;');
    expect(out).toContain(
      "const Box = sc.div.attrs({ role: 'note' })` font-family:\"Noto  Sans\",serif;${ring} &:hover,&:focus-visible{animation:${spin} 1s linear infinite;}@media (max-width: 20em){> a{grid-template-areas:'a  b';}}`;",
    );
    expect(out).not.toContain('Seen on any background');
  });

  it('leaves other templates, the interpolations and the rest of the code as they were', () => {
    const out = minifyStyledCss(STYLED) ?? '';
    expect(out).toContain('const text = `\n  not  css: {  kept  }\n`;');
    expect(out).toContain('const other = String.raw`  a  { b }  `;');
    expect(out).toContain('${(p) => p.colour}');
    expect(() => parseAst(out)).not.toThrow();
    expect(minifyStyledCss('const a = `x  y`;')).toBeUndefined();
  });

  it('gives styled-components the same rules as the CSS as written', () => {
    const original = `
      /* A comment with the site's own words, and a reader's. */
      display: flex;
      gap: 0.5rem 1rem;
      font-family: "Noto  Sans", serif;
      transition: opacity 200ms ease, visibility 0s linear 200ms;

      &:hover > span,
      &[aria-pressed='true'] {
        color: rgb(0 0 0 / 0.5);
      }

      @media (max-width: 20em) and (min-width: 10em) {
        padding: calc(1rem + 2px) 0;
      }

      @container actions (min-width: 8.8em) {
        [data-rank='1'] { display: flex; }
      }
    `;
    const rulesOf = (cssText: string) => {
      const sheet = new ServerStyleSheet();
      const Box = styledComponents.div.withConfig({ componentId: 'box' })([cssText] as unknown as TemplateStringsArray);
      renderToString(sheet.collectStyles(createElement(Box)));
      const tags = sheet.getStyleTags();
      sheet.seal();
      // The class name is a hash of the CSS: only the rules are compared.
      return tags.replace(/\.[a-zA-Z][\w-]*/g, '.c').replace(/data-styled.*content:"[^"]*"/g, '');
    };
    expect(rulesOf(minifyCss(original))).toBe(rulesOf(original));
  });
});
