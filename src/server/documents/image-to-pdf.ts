import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type { Metadata } from 'sharp';
import { decodePicture, MAX_PIXELS, pictureHeader } from './decode-picture';

const PAGE = { width: 612, height: 792 };
const MARGIN = 36;
export class ImageError extends Error {
  constructor(readonly reason: 'damaged' | 'unsupported' | 'too-many-pixels') {
    super(`The picture cannot be used: ${reason}.`);
  }
}

/** libvips' words for a format feature it lacks, as opposed to a file that is broken. */
const UNSUPPORTED = /unsupported|not supported|precision/i;

function imageError(error: unknown): ImageError {
  const message = String((error as Error).message);
  if (/pixel limit/i.test(message)) return new ImageError('too-many-pixels');
  return new ImageError(UNSUPPORTED.test(message) ? 'unsupported' : 'damaged');
}

async function headerOf(bytes: Buffer): Promise<Metadata> {
  const meta = await pictureHeader(bytes).catch((error: unknown) => {
    throw imageError(error);
  });
  if (!meta.width || !meta.height) throw new ImageError('damaged');
  if (meta.width * meta.height > MAX_PIXELS) throw new ImageError('too-many-pixels');
  return meta;
}

interface Picture {
  data: Buffer;
  width: number;
  height: number;
  filter: 'DCTDecode' | 'FlateDecode';
}

/**
 * Decodes the whole picture with libvips (a truncated or corrupt stream fails here, not as a
 * blank page later), stands it upright, converts it to 8-bit sRGB over white (the page's own
 * colour, so transparency looks the same) and encodes it again: photos as JPEG, everything else
 * losslessly as Flate-compressed pixels, compressed on libuv's thread pool.
 */
async function normalise(bytes: Buffer, meta: Metadata): Promise<Picture> {
  const pipeline = decodePicture(bytes, meta, { failOn: 'truncated' }).flatten({
    background: '#ffffff',
  });
  try {
    if (meta.format === 'jpeg') {
      const { data, info } = await pipeline
        .jpeg({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, filter: 'DCTDecode' };
    }
    const { data, info } = await pipeline
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new ImageError('unsupported');
    const compressed = await promisify(deflate)(data);
    return { data: compressed, width: info.width, height: info.height, filter: 'FlateDecode' };
  } catch (error) {
    throw error instanceof ImageError ? error : imageError(error);
  }
}

/**
 * One US Letter page with the picture scaled to fit inside the margins (never enlarged past
 * its own size at 72 dpi) and centred. pdf-lib only writes the page: the pixels it gets were
 * decoded and re-encoded by libvips, so no image decoding runs in JavaScript.
 */
export async function imageToPdf(bytes: Buffer): Promise<Buffer> {
  const picture = await normalise(bytes, await headerOf(bytes));
  const doc = await PDFDocument.create();
  const image = doc.context.register(
    doc.context.stream(picture.data, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: picture.width,
      Height: picture.height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: picture.filter,
    }),
  );
  const scale = Math.min(
    1,
    (PAGE.width - 2 * MARGIN) / picture.width,
    (PAGE.height - 2 * MARGIN) / picture.height,
  );
  const width = picture.width * scale;
  const height = picture.height * scale;
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const name = page.node.newXObject('Image', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      width,
      0,
      0,
      height,
      (PAGE.width - width) / 2,
      PAGE.height - MARGIN - height,
    ),
    drawObject(name),
    popGraphicsState(),
  );
  return Buffer.from(await doc.save());
}
