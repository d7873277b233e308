// An adopted signature (e-sign): any alphabet's letters make a name, and the name adopted is the signer's own.

/** An adopted signature as the customer typed it: composed (NFC), trimmed, one space between words. */
export const adoptedSignatureOf = (typed: string) => typed.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The words of a name as compared: case, accents and punctuation aside, hyphenated names as their words. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[.'’]/g, '')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0);
}

/** A name's words without its middle initials (one letter between the first word and the last). */
const withoutMiddleInitials = (words: readonly string[]) => words.filter((word, i) => i === 0 || i === words.length - 1 || word.length > 1);

/**
 * Whether the adopted signature is the signer's name: the same words in the same order, whatever their case and
 * accents ('jose nunez' is José Núñez), and with or without middle initials ('Jordan Q Pérez-Smith' is Jordan
 * Pérez-Smith). Another person's name ('Jordan Perez' for Kevin Park) is not.
 */
export function isSignersName(adopted: string, signerName: string): boolean {
  const typed = withoutMiddleInitials(nameWords(adopted));
  const signer = withoutMiddleInitials(nameWords(signerName));
  return typed.length >= 2 && typed.join(' ') === signer.join(' ');
}
