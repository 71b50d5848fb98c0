import { DOMParser, type Document } from '@xmldom/xmldom';

/**
 * An XML part of an uploaded package as a DOM. A byte-order mark is allowed before the
 * declaration (Word files from some tools have one); recoverable errors are not printed,
 * and a document that cannot be parsed throws.
 */
export function parseXml(xml: string): Document {
  return new DOMParser({ onError: () => undefined }).parseFromString(
    xml.replace(/^\uFEFF/, ''),
    'text/xml',
  );
}
