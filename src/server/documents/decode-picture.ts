import sharp, { type FailOnOptions, type Metadata, type Sharp } from 'sharp';
import { orient } from './image-orientation';

/** Checked from the header before any pixel is decoded: 40 MP is about 160 MB of RGBA. */
export const MAX_PIXELS = 40_000_000;

/** A picture's header (format, size, orientation): read without decoding a pixel. */
export function pictureHeader(bytes: Buffer): Promise<Metadata> {
  return sharp(bytes).metadata();
}

/**
 * The decoding both picture paths share (an uploaded picture, a picture inside a Word file):
 * libvips decodes the whole picture (`failOn` says how damaged a stream may be), stands it
 * upright as its EXIF says, makes it no larger than `maxSide` when given, and converts it to
 * sRGB. The caller chooses the background and the encoding.
 */
export function decodePicture(
  bytes: Buffer,
  meta: Metadata,
  options: { failOn: FailOnOptions; maxSide?: number },
): Sharp {
  const upright = orient(
    sharp(bytes, { failOn: options.failOn, limitInputPixels: MAX_PIXELS }),
    meta,
  );
  const sized = options.maxSide
    ? upright.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    : upright;
  return sized.toColourspace('srgb');
}
