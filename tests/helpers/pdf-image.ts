import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

export interface PlacedImage {
  width: number;
  height: number;
  filter: string;
  bitsPerComponent: number;
  /** The RGB colour at (x, y) of the picture as placed. */
  rgbAt(x: number, y: number): [number, number, number];
}

/** The one picture on a PDF's first page, decoded, for tests. */
export async function firstPageImage(pdf: Buffer): Promise<PlacedImage> {
  const doc = await PDFDocument.load(pdf);
  const xobjects = doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const stream = xobjects.lookup(xobjects.keys()[0]!);
  if (!(stream instanceof PDFRawStream)) throw new Error('The first page holds no image stream.');
  const number = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
  const width = number('Width');
  const height = number('Height');
  const filter = String(stream.dict.get(PDFName.of('Filter')));
  const raw = Buffer.from(stream.contents);
  const pixels =
    filter === '/DCTDecode' ? await sharp(raw).removeAlpha().raw().toBuffer() : inflateSync(raw);
  return {
    width,
    height,
    filter,
    bitsPerComponent: number('BitsPerComponent'),
    rgbAt: (x, y) => {
      const at = (y * width + x) * 3;
      return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
    },
  };
}

/** The colour names of a picture's four quarters, read at their centres: "red blue / green white". */
export function quarterColours(image: PlacedImage): string {
  const name = ([r, g, b]: [number, number, number]): string =>
    r > 180 && g > 180 && b > 180
      ? 'white'
      : r > 180
        ? 'red'
        : g > 180
          ? 'green'
          : b > 180
            ? 'blue'
            : 'other';
  const [x1, x2] = [Math.floor(image.width / 4), Math.floor((image.width * 3) / 4)];
  const [y1, y2] = [Math.floor(image.height / 4), Math.floor((image.height * 3) / 4)];
  const at = (x: number, y: number) => name(image.rgbAt(x, y));
  return `${at(x1, y1)} ${at(x2, y1)} / ${at(x1, y2)} ${at(x2, y2)}`;
}
