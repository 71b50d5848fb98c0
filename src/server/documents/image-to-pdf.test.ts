import { describe, expect, it } from 'vitest';
import {
  makeBitDepthZeroPng,
  makeImageMagickOrientedPng,
  makeOrientedJpeg,
  makeOrientedPng,
  makePixelBombPng,
} from '../../../tests/fixtures/awkward-documents';
import { makePng } from '../../../tests/fixtures/documents';
import { firstPageImage, quarterColours } from '../../../tests/helpers/pdf-image';
import { ImageError, imageToPdf } from './image-to-pdf';

/** The placed picture's size and its quarters' colours. */
async function placed(pdf: Buffer): Promise<string> {
  const image = await firstPageImage(pdf);
  return `${image.width}x${image.height}: ${quarterColours(image)}`;
}

describe('imageToPdf', () => {
  // The stored 60x40 picture is "red blue / green white"; EXIF orientation n says how to show it.
  it.each([
    [1, '60x40: red blue / green white'],
    [2, '60x40: blue red / white green'], // mirrored
    [3, '60x40: white green / blue red'], // upside down
    [4, '60x40: green white / red blue'], // flipped
    [5, '40x60: red green / blue white'], // transposed
    [6, '40x60: green red / white blue'], // a phone held upright: a quarter turn clockwise
    [7, '40x60: white blue / green red'], // transversed
    [8, '40x60: blue white / red green'], // a quarter turn anticlockwise
  ])('stands a JPEG with EXIF orientation %i upright', async (orientation, expected) => {
    const pdf = await imageToPdf(await makeOrientedJpeg(orientation));
    expect(await placed(pdf)).toBe(expected);
    expect((await firstPageImage(pdf)).filter).toBe('/DCTDecode');
  });

  it('applies a PNG eXIf orientation, and the one ImageMagick keeps in a text chunk', async () => {
    expect(await placed(await imageToPdf(await makeOrientedPng(6)))).toBe(
      '40x60: green red / white blue',
    );
    expect(await placed(await imageToPdf(await makeImageMagickOrientedPng(3)))).toBe(
      '60x40: white green / blue red',
    );
    expect(await placed(await imageToPdf(await makeImageMagickOrientedPng(8)))).toBe(
      '40x60: blue white / red green',
    );
  });

  it('places PNG pixels losslessly as 8-bit RGB without decoding them in JavaScript', async () => {
    const image = await firstPageImage(await imageToPdf(makePng(40, 30)));
    expect(image).toMatchObject({
      width: 40,
      height: 30,
      filter: '/FlateDecode',
      bitsPerComponent: 8,
    });
    expect(image.rgbAt(10, 5)).toEqual([60, 40, 128]); // makePng's gradient at (10, 5)
  });

  it('refuses more than 40 megapixels from the header, before decoding', async () => {
    const started = performance.now();
    await expect(imageToPdf(makePixelBombPng(20_000, 20_000))).rejects.toEqual(
      new ImageError('too-many-pixels'),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('calls a truncated JPEG or a PNG with bit depth 0 damaged instead of a blank page', async () => {
    const jpeg = await makeOrientedJpeg(1);
    for (const bytes of [jpeg.subarray(0, Math.floor(jpeg.length * 0.7)), makeBitDepthZeroPng()]) {
      await expect(imageToPdf(bytes)).rejects.toMatchObject({ reason: 'damaged' });
    }
  });
});
