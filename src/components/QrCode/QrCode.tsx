import { create } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

export interface QrCodeProps {
  /** What the code says (a link). */
  text: string;
  /** What a screen reader says of the picture. */
  label: string;
  className?: string;
}

/** The blank margin scanners need around the code, in modules (the standard's four). */
const QUIET_ZONE = 4;

/**
 * Always dark on white, whatever the page's colours: phone cameras read a QR code's dark modules on
 * a light ground, and a code drawn light on dark is not read by many of them.
 */
const Picture = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The dark modules as one path: each run of dark modules in a row is one rectangle. */
function pathOf(size: number, dark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const on = column < size && dark(row, column);
      if (on && start < 0) start = column;
      if (!on && start >= 0) {
        parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return parts.join('');
}

/**
 * A QR code drawn on the device (no outside service sees the link): a satsang's link, for the
 * room to scan. Medium error correction: a code shown on a phone across a room, or on a TV with
 * glare, is still read.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    return { size: modules.size, path: pathOf(modules.size, (row, column) => Boolean(modules.get(row, column))) };
  }, [text]);
  const whole = size + 2 * QUIET_ZONE;
  return (
    <Picture viewBox={`0 0 ${whole} ${whole}`} role="img" aria-label={label} className={className} shapeRendering="crispEdges">
      <path d={path} fill="#000" />
    </Picture>
  );
}
