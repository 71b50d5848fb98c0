import exifReader from 'exif-reader';
import type { Metadata, Sharp } from 'sharp';

/**
 * ImageMagick keeps a PNG's EXIF in a text chunk ("Raw profile type exif": a header line, a
 * length, then hex), which libvips does not read. Its orientation tag is honoured like an
 * eXIf chunk's, so the picture comes out the way the camera or editor meant it.
 */
function textProfileOrientation(meta: Metadata): number | undefined {
  const profile = meta.comments?.find((c) => c.keyword === 'Raw profile type exif')?.text;
  if (!profile) return undefined;
  const hex = profile.trim().split('\n').slice(2).join('').replace(/\s+/g, '');
  try {
    return exifReader(Buffer.from(hex, 'hex')).Image?.Orientation;
  } catch {
    return undefined; // an unreadable profile tells us nothing: the picture stays as stored
  }
}

/**
 * Turns the pipeline so the picture stands as EXIF says. libvips reads the orientation of
 * JPEG EXIF and PNG eXIf itself (`rotate()` with no angle); the text-profile case is applied
 * by hand. sharp always mirrors before it rotates, which the table below accounts for.
 */
export function orient(pipeline: Sharp, meta: Metadata): Sharp {
  if (meta.orientation) return pipeline.rotate();
  switch (textProfileOrientation(meta)) {
    case 2:
      return pipeline.flop();
    case 3:
      return pipeline.rotate(180);
    case 4:
      return pipeline.flip();
    case 5:
      return pipeline.flip().rotate(90);
    case 6:
      return pipeline.rotate(90);
    case 7:
      return pipeline.flop().rotate(90);
    case 8:
      return pipeline.rotate(270);
    default:
      return pipeline;
  }
}
