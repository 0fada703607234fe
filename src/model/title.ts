/** A content's `titlePrimary` is a dotted name ("हनुमान.चालीसा.श्री हनुमान चालीसा"); its last segment is the title shown. */
export function displayTitle(titlePrimary: string): string {
  const lastDot = titlePrimary.lastIndexOf('.');
  return lastDot === -1 ? titlePrimary : titlePrimary.slice(lastDot + 1);
}
