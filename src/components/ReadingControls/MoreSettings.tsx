/**
 * The reading settings folded under More (a chunk of its own, loaded when first unfolded, so that a
 * first visit does not download what most readers never open): the script, the colours and keeping
 * the screen on.
 */
import { READING_TEXTS } from '../../model/readingTexts';
import { useId } from 'react';
import styled from 'styled-components';

import { READING_SCRIPTS, SCRIPT_NAMES, THEME_CHOICES, type ReadingScript } from '../../model/reading';
import type { ReadingControlsProps } from './ReadingControls';
import { BilingualName, ChoiceButton, Group, Hidden, Segments } from './parts';

const TEXT = READING_TEXTS;

/** As wide as its choice, at most the row: a long script name never widens the page. */
const ScriptSelect = styled.select`
  flex: 0 1 auto;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  max-width: 100%;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

export type MoreSettingsProps = Pick<
  ReadingControlsProps,
  'colorTheme' | 'onColorThemeChange' | 'keepScreenOn' | 'onKeepScreenOnChange' | 'script' | 'onScriptChange'
>;

export default function MoreSettings({
  colorTheme,
  onColorThemeChange,
  keepScreenOn,
  onKeepScreenOnChange,
  script,
  onScriptChange,
}: MoreSettingsProps) {
  const themeNameId = useId();
  const screenNameId = useId();
  const scriptId = useId();
  return (
    <>
      <Group>
        <BilingualName htmlFor={scriptId} text={TEXT.script} />
        <ScriptSelect id={scriptId} value={script} onChange={(event) => onScriptChange(event.target.value as ReadingScript)}>
          {READING_SCRIPTS.map((choice) => (
            <option key={choice} value={choice}>
              {SCRIPT_NAMES[choice].own === SCRIPT_NAMES[choice].en
                ? SCRIPT_NAMES[choice].own
                : `${SCRIPT_NAMES[choice].own} · ${SCRIPT_NAMES[choice].en}`}
            </option>
          ))}
        </ScriptSelect>
      </Group>
      <Group role="group" aria-labelledby={themeNameId}>
        <BilingualName id={themeNameId} text={TEXT.theme} />
        <Segments>
          {THEME_CHOICES.map((choice) => (
            <ChoiceButton
              key={choice}
              type="button"
              aria-pressed={colorTheme === choice}
              title={TEXT.themes[choice].description}
              onClick={() => onColorThemeChange(choice)}
            >
              {`${TEXT.themes[choice].en} `}
              <Hidden lang="hi">{TEXT.themes[choice].hi}</Hidden>
            </ChoiceButton>
          ))}
        </Segments>
      </Group>
      {keepScreenOn === undefined ? null : (
        <Group role="group" aria-labelledby={screenNameId}>
          <BilingualName id={screenNameId} text={TEXT.screen} />
          <Segments>
            <ChoiceButton
              type="button"
              aria-pressed={keepScreenOn}
              title={TEXT.keepScreenOn.description}
              onClick={() => onKeepScreenOnChange?.(!keepScreenOn)}
            >
              {`${TEXT.keepScreenOn.en} `}
              <Hidden lang="hi">{TEXT.keepScreenOn.hi}</Hidden>
            </ChoiceButton>
          </Segments>
        </Group>
      )}
    </>
  );
}
