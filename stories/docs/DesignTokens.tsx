/**
 * The design tokens as a designer reads them (stories/docs/DesignTokens.mdx): each colour with its
 * contrast on the page and on a card, the text pairs with their WCAG level, the type scale in Latin
 * and Devanagari, the spacing and the corner radii. Drawn from src/theme, so it cannot drift.
 */
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { AA_TEXT_CONTRAST, contrastRatio, TEXT_ON_BACKGROUND, type ColorName } from '../../src/theme/contrast';
import { GlobalStyle } from '../../src/theme/GlobalStyle';
import { colors, darkColors, fontSizes, radii, space, theme, type Palette } from '../../src/theme/tokens';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin: 0 0 2rem;

  th,
  td {
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 2.5rem;
  height: 1.5rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.sm};
  background: ${({ $color }) => $color};
`;

const ratio = (value: number) => `${value.toFixed(1)}:1`;
const level = (value: number) => (value >= 7 ? 'AAA' : value >= AA_TEXT_CONTRAST ? 'AA' : 'decoration only');

function Frame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Every colour of a palette (the day's unless given), with its contrast on the page background and on a card. */
export function ColorTable({ palette = colors }: { palette?: Palette }) {
  return (
    <Frame>
      <Table>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">On the page</th>
            <th scope="col">On a card</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(palette) as ColorName[]).map((name) => (
            <tr key={name}>
              <td>
                <Swatch $color={palette[name]} aria-hidden="true" />
              </td>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{palette[name]}</code>
              </td>
              <td>{ratio(contrastRatio(palette[name], palette.background))}</td>
              <td>{ratio(contrastRatio(palette[name], palette.surface))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

/** The colours used for text, each on the background it is drawn on, as it looks and with its level (in a palette: the day's unless given). */
export function TextPairTable({ palette = colors }: { palette?: Palette }) {
  return (
    <Frame>
      <Table>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">For</th>
            <th scope="col">Text on background</th>
            <th scope="col">Contrast</th>
          </tr>
        </thead>
        <tbody>
          {TEXT_ON_BACKGROUND.map(({ text, on, use }) => {
            const value = contrastRatio(palette[text], palette[on]);
            return (
              <tr key={`${text}-${on}`}>
                <td style={{ background: palette[on], color: palette[text], fontWeight: 700 }}>
                  Bhajan <span lang="hi">भजन</span>
                </td>
                <td>{use}</td>
                <td>
                  <code>{text}</code> on <code>{on}</code>
                </td>
                <td>
                  {ratio(value)} {level(value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}

/** The type scale, in Latin and in Devanagari, at each size. */
export function TypeScale() {
  return (
    <Frame>
      <Table>
        <tbody>
          {(Object.keys(fontSizes) as (keyof typeof fontSizes)[]).map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code> <code>{fontSizes[name]}</code>
              </th>
              <td style={{ fontSize: fontSizes[name] }}>Hanuman Chalisa</td>
              <td style={{ fontSize: fontSizes[name] }} lang="hi">
                श्रीगुरु चरन सरोज रज
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

/** The spacing steps as bars, and the corner radii as boxes. */
export function SpacingAndRadii() {
  return (
    <Frame>
      <Table>
        <tbody>
          {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>space.{name}</code> <code>{space[name]}</code>
              </th>
              <td>
                <span style={{ display: 'inline-block', width: space[name], height: '1rem', background: colors.accent }} />
              </td>
            </tr>
          ))}
          {(Object.keys(radii) as (keyof typeof radii)[]).map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>radii.{name}</code> <code>{radii[name]}</code>
              </th>
              <td>
                <span
                  style={{
                    display: 'inline-block',
                    width: '4rem',
                    height: '2.5rem',
                    border: `2px solid ${colors.primary}`,
                    borderRadius: radii[name],
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

/** The night palette (the reader's 'Night', or 'Auto' on a device set to dark). */
export const NightColorTable = () => <ColorTable palette={darkColors} />;
export const NightTextPairTable = () => <TextPairTable palette={darkColors} />;
