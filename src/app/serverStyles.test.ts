import { __PRIVATE__ } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, markServerStyles, SERVER_STYLES_ATTRIBUTE, ServerStyleTag } from './serverStyles';

/** A style element in the page holding `css`, and its sheet. */
function styleElement(css: string, attribute = SERVER_STYLES_ATTRIBUTE): { element: HTMLStyleElement; sheet: CSSStyleSheet } {
  const element = document.createElement('style');
  element.setAttribute(attribute, '');
  element.textContent = css;
  document.head.append(element);
  return { element, sheet: element.sheet! };
}

/** A tag over a sheet holding `css`, whose rules are in groups of these sizes (group number → size). */
function tagOver(css: string, sizes: Record<number, number>): { tag: ServerStyleTag; sheet: CSSStyleSheet } {
  const { sheet } = styleElement(css);
  return { tag: new ServerStyleTag(sheet, new Map(Object.entries(sizes).map(([group, size]) => [Number(group), size]))), sheet };
}

const selectors = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => (rule as CSSStyleRule).selectorText);

afterEach(() => {
  document.head.replaceChildren();
});

describe('ServerStyleTag', () => {
  it("adds a group's new rules at the end of that group, before the groups after it", () => {
    const { tag, sheet } = tagOver('.a1{color:red} .a2{color:red} .c1{color:blue}', { 1: 2, 3: 1 });
    tag.insertRules(2, ['.b1{color:green}']);
    tag.insertRules(1, ['.a3{color:red}']);
    tag.insertRules(4, ['.d1{color:black}']);
    expect(selectors(sheet)).toEqual(['.a1', '.a2', '.a3', '.b1', '.c1', '.d1']);
    expect(tag.getGroup(1)).toBe(['.a1', '.a2', '.a3'].map((selector) => `${selector} { color: red; }/*!sc*/\n`).join(''));
  });

  it("clears one group's rules and leaves the others", () => {
    const { tag, sheet } = tagOver('.a1{color:red} .b1{color:green} .b2{color:green} .c1{color:blue}', { 1: 1, 2: 2, 3: 1 });
    tag.clearGroup(2);
    expect(selectors(sheet)).toEqual(['.a1', '.c1']);
    tag.insertRules(2, ['.b3{color:green}']);
    expect(selectors(sheet)).toEqual(['.a1', '.b3', '.c1']);
    expect(tag.getGroup(5)).toBe('');
  });

  it('grows past the groups it was made with', () => {
    const { tag, sheet } = tagOver('.a1{color:red}', { 1: 1 });
    tag.insertRules(2_000, ['.z{color:red}']);
    expect(selectors(sheet)).toEqual(['.a1', '.z']);
    expect(tag.length).toBeGreaterThan(2_000);
  });
});

describe('the server page and the browser', () => {
  it("the server's element carries the attribute the browser looks for, not styled-components' own", () => {
    expect(markServerStyles('<style data-styled="true" data-styled-version="6.6.0">.a{}</style>')).toBe(
      `<style ${SERVER_STYLES_ATTRIBUTE} data-styled-version="6.6.0">.a{}</style>`,
    );
  });

  it("takes the server's element over: its class names count as inserted, new rules join it in order", () => {
    const { element, sheet } = styleElement(
      '.x1{color:red}/*!sc*/\ndata-styled.g7[id="sc-first"]{content:"x1,"}/*!sc*/\n' +
        '.y1{color:blue}/*!sc*/\n.y2{color:blue}/*!sc*/\ndata-styled.g9[id="sc-second"]{content:"y1,y2,"}/*!sc*/\n',
    );
    expect(adoptServerStyles(document)).toBe(true);
    const { mainSheet } = __PRIVATE__;
    expect(mainSheet.hasNameForId('sc-first', 'x1')).toBe(true);
    expect(mainSheet.hasNameForId('sc-second', 'y2')).toBe(true);
    expect(mainSheet.hasNameForId('sc-second', 'y3')).toBe(false);
    // A new class of the first component goes after its rules and before the second's.
    mainSheet.insertRules('sc-first', 'x2', ['.x2{color:red}']);
    expect(element.isConnected).toBe(true);
    expect(selectors(sheet)).toEqual(['.x1', 'data-styled.g7[id="sc-first"]', '.x2', '.y1', '.y2', 'data-styled.g9[id="sc-second"]']);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });

  it("leaves the element to styled-components' own rehydration once its sheet holds rules", () => {
    const { element } = styleElement('.z1{color:red}/*!sc*/\ndata-styled.g3[id="sc-third"]{content:"z1,"}/*!sc*/\n');
    element.setAttribute('data-styled-version', '6.6.0');
    expect(adoptServerStyles(document)).toBe(false);
    // Copied into the sheet, rule by rule, and removed.
    expect(__PRIVATE__.mainSheet.hasNameForId('sc-third', 'z1')).toBe(true);
    expect(element.isConnected).toBe(false);
  });

  it('does nothing on a page the server did not render', () => {
    expect(adoptServerStyles(document)).toBe(false);
  });
});
