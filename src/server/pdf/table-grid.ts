/** A table cell as Word and HTML have it: its text and how many columns and rows it covers. */
export interface TableCell {
  text: string;
  colspan?: number;
  rowspan?: number;
}

export interface PlacedCell {
  /** The cell's first row, counted from its band's first row. */
  row: number;
  column: number;
  rowspan: number;
  width: number;
  text: string;
  lines: string[];
}

/** Rows that cells span together, so they stay on one page; heights are in lines. */
export interface Band {
  rows: number;
  rowHeights: number[];
  height: number;
  cells: PlacedCell[];
}

const MAX_COLUMNS = 63; // Word's own limit
const MIN_COLUMN = 30;
const PADDING = 8;

interface Spot {
  text: string;
  row: number;
  column: number;
  colspan: number;
  rowspan: number;
}

/** Puts each cell in the first column its row leaves free, as HTML tables do. */
function place(rows: (string | TableCell)[][]): { spots: Spot[]; columns: number } {
  const taken: Set<number>[] = rows.map(() => new Set());
  const spots: Spot[] = [];
  let columns = 1;
  rows.forEach((row, r) => {
    let column = 0;
    for (const raw of row) {
      const cell = typeof raw === 'string' ? { text: raw } : raw;
      while (taken[r]!.has(column)) column++;
      if (column >= MAX_COLUMNS) break;
      const colspan = Math.min(Math.max(1, cell.colspan ?? 1), MAX_COLUMNS - column);
      const rowspan = Math.min(Math.max(1, cell.rowspan ?? 1), rows.length - r);
      for (let i = r; i < r + rowspan; i++)
        for (let j = column; j < column + colspan; j++) taken[i]!.add(j);
      spots.push({ text: cell.text, row: r, column, colspan, rowspan });
      column += colspan;
      columns = Math.max(columns, column);
    }
  });
  return { spots, columns };
}

/**
 * Column widths after the text of single-column cells: columns whose text fits get what it
 * needs, the others share the rest; whatever is left over widens all in proportion.
 */
function columnWidths(
  spots: Spot[],
  columns: number,
  total: number,
  measure: (text: string) => number,
): number[] {
  const wanted = new Array<number>(columns).fill(MIN_COLUMN);
  for (const spot of spots)
    if (spot.colspan === 1)
      wanted[spot.column] = Math.max(wanted[spot.column]!, measure(spot.text) + PADDING);
  const widths = new Array<number>(columns).fill(0);
  let open = wanted.map((_, i) => i);
  let left = total;
  for (;;) {
    const share = left / open.length;
    const fits = open.filter((i) => wanted[i]! <= share);
    if (fits.length === 0 || fits.length === open.length) break;
    for (const i of fits) {
      widths[i] = wanted[i]!;
      left -= wanted[i]!;
    }
    open = open.filter((i) => wanted[i]! > share);
  }
  const allFit = open.every((i) => wanted[i]! <= left / open.length);
  for (const i of open) widths[i] = allFit ? wanted[i]! : left / open.length;
  const sum = widths.reduce((a, b) => a + b, 0);
  return widths.map((w) => (w * total) / sum);
}

/** Places, sizes and wraps a table's cells, and groups its rows into bands. */
export function layoutTable(
  rows: (string | TableCell)[][],
  total: number,
  wrap: (text: string, width: number) => string[],
  measure: (text: string) => number,
): { offsets: number[]; bands: Band[] } {
  const { spots, columns } = place(rows);
  const widths = columnWidths(spots, columns, total, measure);
  const offsets = widths.reduce<number[]>((acc, w, i) => [...acc, acc[i]! + w], [0]);
  const cells = spots.map((spot) => {
    const width = offsets[spot.column + spot.colspan]! - offsets[spot.column]!;
    return { ...spot, width, lines: wrap(spot.text, width) };
  });
  const heights = rows.map(() => 1);
  for (const cell of cells)
    if (cell.rowspan === 1) heights[cell.row] = Math.max(heights[cell.row]!, cell.lines.length);
  for (const cell of cells) {
    const last = cell.row + cell.rowspan - 1;
    const have = heights.slice(cell.row, last + 1).reduce((a, b) => a + b, 0);
    if (have < cell.lines.length) heights[last] = heights[last]! + cell.lines.length - have;
  }
  const reach = rows.map((_, r) => r);
  for (const cell of cells)
    reach[cell.row] = Math.max(reach[cell.row]!, cell.row + cell.rowspan - 1);
  const bands: Band[] = [];
  let start = 0;
  while (start < rows.length) {
    let end = start;
    for (let r = start; r <= end; r++) end = Math.max(end, reach[r]!);
    const rowHeights = heights.slice(start, end + 1);
    bands.push({
      rows: rowHeights.length,
      rowHeights,
      height: rowHeights.reduce((a, b) => a + b, 0),
      cells: cells
        .filter((c) => c.row >= start && c.row <= end)
        .map((c) => ({
          row: c.row - start,
          column: c.column,
          rowspan: c.rowspan,
          width: c.width,
          text: c.text,
          lines: c.lines,
        })),
    });
    start = end + 1;
  }
  return { offsets, bands };
}
