import { useId } from 'react';
import styled from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { TEXT_SIZES, textSizePercent, type ReadingScript, type ThemeChoice } from '../../model/reading';
import MoreSettings from './MoreSettings';
import { BilingualName, Group, Hidden, segment, Segments } from './parts';

export interface ReadingControlsProps {
  /** The lyrics' size: an index in TEXT_SIZES. */
  textSizeStep: number;
  /** The colours chosen ('theme' would be taken by styled-components for its own theme). */
  colorTheme: ThemeChoice;
  onTextSizeStepChange: (step: number) => void;
  onColorThemeChange: (colorTheme: ThemeChoice) => void;
  /** Whether the screen is kept on; undefined where the browser cannot (no toggle then). */
  keepScreenOn?: boolean | undefined;
  onKeepScreenOnChange?: (keepScreenOn: boolean) => void;
  /** The script the lyrics are read in. */
  script: ReadingScript;
  onScriptChange: (script: ReadingScript) => void;
  className?: string;
}

const TEXT = SITE_TEXTS.reading;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const SizeButton = styled.button`
  ${segment}
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  /* At a limit: shown faded, still focusable (aria-disabled), so the keyboard's place is not lost. */
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }

  &:focus-visible {
    outline-offset: -4px;
  }
`;

/** The letter that shows the step: small for smaller, large for larger. */
const Letter = styled.span<{ $large: boolean }>`
  font-size: ${({ $large }) => ($large ? '1.3em' : '0.85em')};
`;

const SizeNow = styled.output`
  ${segment}
  min-width: 4.2em;
  border-inline: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** The other settings, under the text size. */
const Others = styled.div`
  flex: 1 0 100%;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

/**
 * The hymn page's reading settings, in the panel its action bar's Reading opens: the lyrics' text
 * size (smaller, the size now, larger: 100 % to 250 %), then the script, the colours (Auto follows
 * the device; Day; Night) and, where the browser can, keeping the screen on. Presentational: the screen keeps the settings
 * (src/device/readingSettings.ts). A button at its limit stays focusable and says so.
 */
export function ReadingControls({
  textSizeStep,
  colorTheme,
  onTextSizeStepChange,
  onColorThemeChange,
  keepScreenOn,
  onKeepScreenOnChange,
  script,
  onScriptChange,
  className,
}: ReadingControlsProps) {
  const sizeNameId = useId();
  const atSmallest = textSizeStep <= 0;
  const atLargest = textSizeStep >= TEXT_SIZES.length - 1;
  return (
    <Bar role="group" aria-label={TEXT.settingsLabel} className={className}>
      <Group role="group" aria-labelledby={sizeNameId}>
        <BilingualName id={sizeNameId} text={TEXT.textSize} />
        <Segments>
          <SizeButton
            type="button"
            aria-disabled={atSmallest}
            onClick={() => {
              if (!atSmallest) onTextSizeStepChange(textSizeStep - 1);
            }}
          >
            <Letter $large={false} aria-hidden="true">
              A−
            </Letter>
            <Hidden>{TEXT.smaller}</Hidden>
          </SizeButton>
          {/* Read out when it changes (an output is a live region). */}
          <SizeNow aria-live="polite">{textSizePercent(textSizeStep)}</SizeNow>
          <SizeButton
            type="button"
            aria-disabled={atLargest}
            onClick={() => {
              if (!atLargest) onTextSizeStepChange(textSizeStep + 1);
            }}
          >
            <Letter $large aria-hidden="true">
              A+
            </Letter>
            <Hidden>{TEXT.larger}</Hidden>
          </SizeButton>
        </Segments>
      </Group>
      <Others>
        <MoreSettings
          colorTheme={colorTheme}
          onColorThemeChange={onColorThemeChange}
          keepScreenOn={keepScreenOn}
          onKeepScreenOnChange={onKeepScreenOnChange}
          script={script}
          onScriptChange={onScriptChange}
        />
      </Others>
    </Bar>
  );
}
