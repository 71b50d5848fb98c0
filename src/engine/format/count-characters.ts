// Text-area character counting shared by the client's counter and the server's limit: a line
// break counts as one character whether the browser sent \r\n or \n.

export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function countCharacters(text: string): number {
  return normalizeLineBreaks(text).length;
}
