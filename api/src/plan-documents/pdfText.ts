/**
 * pdfkit's built-in Helvetica covers the Windows-1252 (WinAnsi) characters only: Latin letters with their accents,
 * punctuation, the euro sign. Anything else would print as a wrong glyph, so it is spelt without its accents where
 * Unicode can decompose it ('Ł' stays unknown, 'ő' becomes 'o') or shown as '?'.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(character);
}

/** `text` as Helvetica can print it: unchanged when it is all WinAnsi, which is the common case. */
export function pdfText(text: string): string {
  let printable = '';
  for (const character of text.replace(/[\t\r\n]+/g, ' ')) {
    if (isWinAnsi(character)) {
      printable += character;
      continue;
    }
    const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
    printable += [...plain].every(isWinAnsi) && plain !== '' ? plain : '?';
  }
  return printable;
}
