/** Ideographs, kana and full-width forms: a line may break between any two of them. */
function breaksAnywhere(codePoint: number): boolean {
  return (
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef) ||
    (codePoint >= 0x20000 && codePoint <= 0x3ffff)
  );
}

/**
 * Splits text into lines no wider than `width`, in one pass: each character's advance is
 * asked for once (twice inside a word longer than a line, which is cut where its running
 * width would pass the line). Time is linear in the text's length. Lines break at spaces,
 * and between ideographs, which need none.
 */
export function wrapText(
  text: string,
  width: number,
  advance: (codePoint: number) => number,
): string[] {
  // Tabs and line breaks are spaces; a no-break space stays and keeps its words together.
  const clean = text.replace(/[ \t\r\n\f\v]+/g, ' ').trim();
  if (clean === '') return [''];
  const space = advance(0x20);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;

  const cut = (unit: string): void => {
    if (line !== '') lines.push(line);
    line = '';
    lineWidth = 0;
    for (const char of unit) {
      const w = advance(char.codePointAt(0)!);
      if (line !== '' && lineWidth + w > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += w;
    }
  };

  const place = (unit: string, unitWidth: number, spaced: boolean): void => {
    if (line === '') {
      if (unitWidth <= width) [line, lineWidth] = [unit, unitWidth];
      else cut(unit);
      return;
    }
    const gap = spaced ? space : 0;
    if (lineWidth + gap + unitWidth <= width) {
      line += spaced ? ` ${unit}` : unit;
      lineWidth += gap + unitWidth;
    } else if (unitWidth <= width) {
      lines.push(line);
      [line, lineWidth] = [unit, unitWidth];
    } else cut(unit);
  };

  for (const word of clean.split(' ')) {
    let unit = '';
    let unitWidth = 0;
    let spaced = true;
    for (const char of word) {
      const codePoint = char.codePointAt(0)!;
      const w = advance(codePoint);
      if (breaksAnywhere(codePoint)) {
        if (unit !== '') place(unit, unitWidth, spaced);
        place(char, w, spaced && unit === '');
        [unit, unitWidth, spaced] = ['', 0, false];
      } else {
        unit += char;
        unitWidth += w;
      }
    }
    if (unit !== '') place(unit, unitWidth, spaced);
  }
  lines.push(line);
  return lines;
}
