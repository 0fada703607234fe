import { __PRIVATE__ } from 'styled-components';

/**
 * The attribute of the server's `<style>` element. Not styled-components' own `data-styled`, so that
 * its rehydration (which copies every rule into a new element, rule by rule, then removes the
 * server's) leaves the element alone: `adoptServerStyles` takes it over as it is.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The server's element as styled-components writes it, with our attribute instead of its own. */
export function markServerStyles(styleTags: string): string {
  return styleTags.replace('data-styled="true"', SERVER_STYLES_ATTRIBUTE);
}

/**
 * styled-components' server output ends each component's rules with a marker rule naming the
 * component and its class names: `data-styled.g12[id="sc-abc"]{content:"xyz,"}`.
 */
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]$/;

/** What styled-components' sheet asks of its tag (its GroupedTag): rules kept in groups, in order. */
interface GroupedRules {
  groupSizes: Uint32Array;
  length: number;
  insertRules(group: number, rules: string[]): void;
  clearGroup(group: number): void;
  getGroup(group: number): string;
}

/**
 * The server's style sheet as styled-components' store of rules. A component's rules form a group,
 * and the groups stay in the order of their numbers, so a component extended with `styled(Base)`
 * comes after Base and wins over it. The rules already in the sheet are counted into their groups
 * (with their marker, which matches no element), and new ones go at the end of their group.
 */
export class ServerStyleTag implements GroupedRules {
  groupSizes: Uint32Array;
  length: number;

  constructor(
    private readonly sheet: CSSStyleSheet,
    sizes: ReadonlyMap<number, number>,
  ) {
    this.length = Math.max(512, ...[...sizes.keys()].map((group) => group + 1));
    this.groupSizes = new Uint32Array(this.length);
    for (const [group, size] of sizes) this.groupSizes[group] = size;
  }

  /** Where a group's rules start in the sheet. */
  private indexOfGroup(group: number): number {
    let index = 0;
    for (let before = 0; before < Math.min(group, this.length); before++) index += this.groupSizes[before]!;
    return index;
  }

  insertRules(group: number, rules: string[]): void {
    if (group >= this.length) {
      const grown = new Uint32Array(Math.max(group + 1, this.length * 2));
      grown.set(this.groupSizes);
      this.groupSizes = grown;
      this.length = grown.length;
    }
    let index = this.indexOfGroup(group + 1);
    for (const rule of rules) {
      try {
        this.sheet.insertRule(rule, index);
      } catch {
        // A rule this browser does not understand (another browser's prefix): styled-components skips it too.
        continue;
      }
      this.groupSizes[group]!++;
      index++;
    }
  }

  clearGroup(group: number): void {
    if (group >= this.length) return;
    const start = this.indexOfGroup(group);
    for (let left = this.groupSizes[group]!; left > 0; left--) this.sheet.deleteRule(start);
    this.groupSizes[group] = 0;
  }

  getGroup(group: number): string {
    if (group >= this.length) return '';
    const start = this.indexOfGroup(group);
    let css = '';
    for (let index = start; index < start + this.groupSizes[group]!; index++) css += `${this.sheet.cssRules[index]!.cssText}/*!sc*/\n`;
    return css;
  }
}

interface MainSheet {
  tag?: GroupedRules;
  registerName(id: string, name: string): void;
  rehydrate(): void;
}

/**
 * Makes the server's `<style>` element styled-components' own sheet, before any styled component is
 * defined: its components get their groups in the server's order, their class names count as
 * inserted, and the browser keeps the rules it parsed with the page. Hydration then inserts no rule
 * the page already has (on the Hanuman Chalisa's page, some 220 rules were copied over before), and
 * the browser does not recompute the whole page's style when one sheet replaces the other.
 *
 * Must run before the modules that define styled components: `main.tsx` imports
 * `./takeOverServerStyles` first. Returns whether the element was taken over; if anything registered
 * a component before, it hands the element to styled-components' own rehydration instead.
 */
export function adoptServerStyles(doc: Document): boolean {
  const element = doc.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  const sheet = element?.sheet;
  if (!element || !sheet) return false;
  const { StyleSheet, mainSheet } = __PRIVATE__ as unknown as {
    StyleSheet: { registerId(id: string): number };
    mainSheet: MainSheet;
  };
  if (mainSheet.tag) return rehydrateInstead(element, mainSheet);
  const groups: { id: string; names: string[]; size: number }[] = [];
  let size = 0;
  for (const rule of Array.from(sheet.cssRules)) {
    size++;
    const marker = rule instanceof CSSStyleRule && MARKER.exec(rule.selectorText);
    if (!marker) continue;
    // The names as the browser serialises the content: "xyz,abc," (quoted).
    const names = (rule as CSSStyleRule).style.getPropertyValue('content').replace(/^"|"$/g, '');
    groups.push({ id: marker[1]!, names: names.split(',').filter(Boolean), size });
    size = 0;
  }
  // Rules after the last marker would belong to no component: not styled-components' output.
  if (size > 0) return rehydrateInstead(element, mainSheet);
  // Groups numbered from here on are new: none of the server's components may have one already.
  const firstFree = StyleSheet.registerId('bs-server-styles');
  const sizes = new Map<number, number>();
  for (const { id, size: groupSize } of groups) {
    const group = StyleSheet.registerId(id);
    if (group < firstFree) return rehydrateInstead(element, mainSheet);
    sizes.set(group, groupSize);
  }
  for (const { id, names } of groups) for (const name of names) mainSheet.registerName(id, name);
  mainSheet.tag = new ServerStyleTag(sheet, sizes);
  return true;
}

/** styled-components' own way: the element is copied into its sheet and removed. */
function rehydrateInstead(element: HTMLStyleElement, mainSheet: MainSheet): false {
  element.removeAttribute(SERVER_STYLES_ATTRIBUTE);
  element.setAttribute('data-styled', 'true');
  mainSheet.rehydrate();
  return false;
}
