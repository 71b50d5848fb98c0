/**
 * What the applicant reads when a file cannot become a PDF: each says what the file is or what
 * is wrong with it, and what to do. The spec's own messages (FILE_MESSAGES) stay for the cases
 * the spec names; these cover what it does not.
 */
export const CONVERSION_MESSAGES = {
  encryptedPdf: 'Your PDF is protected with a password. Please upload a copy without a password.',
  brokenPdf:
    'Your PDF could not be read. Please check the file, or save it again as a PDF, and upload it again.',
  brokenImage:
    'Your picture could not be read. Please save it again as a PNG or JPEG file and upload it again.',
  damagedImage:
    'Your picture is damaged and could not be read. Please save it again as a PNG or JPEG file and upload it again.',
  tooManyPixels:
    'Your picture has more than 40 million pixels, more than we can process. Please save a smaller copy and upload it again.',
  docxTooLarge:
    'Your Word document expands to more than we can process. Please save it as a PDF and upload that instead.',
  brokenDocx:
    'Your Word document could not be converted. Please save it as a PDF and upload that instead.',
  damagedDocx:
    'Your Word document is damaged and could not be read. Please save it again as a .docx or PDF file and upload it again.',
  heic: 'This is an iPhone HEIC photo. Please save it as a JPEG and upload it again.',
  avif: 'This is an AVIF picture. Please save it as a JPEG or PNG and upload it again.',
  webp: 'This is a WebP picture. Please save it as a JPEG or PNG and upload it again.',
  gif: 'This is a GIF picture. Please save it as a PNG or JPEG and upload it again.',
  bmp: 'This is a BMP picture. Please save it as a PNG or JPEG and upload it again.',
  tiff: 'This is a TIFF picture. Please save it as a PNG, JPEG or PDF and upload it again.',
  doc: 'This is an older Word document (.doc). Please save it as a .docx or PDF in Word and upload it again.',
  odt: 'This is an OpenDocument text file (.odt). Please save it as a .docx or PDF and upload it again.',
  rtf: 'This is a Rich Text file (.rtf). Please save it as a .docx or PDF and upload it again.',
} as const;
