import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import {
  READING_SCRIPTS,
  SCRIPT_NAMES,
  TEXT_SIZES,
  textSizePercent,
  THEME_CHOICES,
  type ReadingScript,
  type ThemeChoice,
} from '../../model/reading';
import { visuallyHidden } from '../../theme/visuallyHidden';

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
  /** The other settings are shown (they are folded away at first). */
  defaultOpen?: boolean;
  className?: string;
}

const TEXT = SITE_TEXTS.reading;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const GroupName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  /* Enlarged text on a narrow phone: the choices may wrap, in a box that still looks whole. */
  ${({ theme }) => theme.media.enlargedText} {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const segment = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.layout.tapTarget};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  line-height: 1.2;
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

const ChoiceButton = styled.button`
  ${segment}
  cursor: pointer;

  & + & {
    border-left: 2px solid ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline-offset: -4px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const MoreButton = styled.button`
  ${segment}
  gap: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  svg {
    flex: none;
    width: 1em;
    height: 1em;
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** The other settings, under the row, when unfolded. */
const Panel = styled.div`
  flex: 1 0 100%;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* Folded: the display above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

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

/** A group's name, in English and Hindi: a label for a control (htmlFor), else a name by id (aria-labelledby). */
function BilingualName({ id, htmlFor, text }: { id?: string; htmlFor?: string; text: { en: string; hi: string } }) {
  return (
    <GroupName as={htmlFor ? 'label' : 'span'} id={id} htmlFor={htmlFor}>
      {text.en} · <span lang="hi">{text.hi}</span>
    </GroupName>
  );
}

function FoldIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The hymn page's reading settings: the lyrics' text size (smaller, the size now, larger: 100 % to
 * 250 %) always in view; folded under 'More' (one row on a phone, so the first verse stays on the
 * first screen): the script, the colours (Auto follows the device; Day; Night) and, where the
 * browser can, keeping the screen on. Presentational: the screen keeps the settings
 * (src/app/readingSettings.ts). A button at its limit stays focusable and says so.
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
  defaultOpen = false,
  className,
}: ReadingControlsProps) {
  const sizeNameId = useId();
  const themeNameId = useId();
  const screenNameId = useId();
  const scriptId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
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
      <MoreButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {TEXT.more.en} <span lang="hi">{TEXT.more.hi}</span>
        <FoldIcon />
      </MoreButton>
      <Panel id={panelId} hidden={!open}>
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
      </Panel>
    </Bar>
  );
}
