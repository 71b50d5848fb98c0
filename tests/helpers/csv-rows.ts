import { parse } from 'csv-parse/sync';

/** The rows of the staff export's CSV, its byte-order mark taken off first. */
export const csvRows = (body: string): string[][] =>
  parse(body.replace(/^\uFEFF/, ''), { bom: false });
