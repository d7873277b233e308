// Sensitive values known by their shape or by the name they travel under, whatever a client calls them: the one
// set of rules the browser's log, the gateway's re-masking of recorded visits and the free-text checks share.

/**
 * A probable card, bank account or Social Security number written anywhere in text (spec section 5: free text
 * with a run of 9 digits or of 14-16 digits is flagged; the SSN 3-2-4; a card written in groups of 4-4-4-4 or
 * 4-6-5). A run inside a word or an identifier (a UUID, an account N4820015, a life policy L-204518736) is none.
 */
const probableSecretNumber =
  /(?<![A-Za-z0-9])(?<!(?:^|[^A-Za-z0-9])[A-Za-z0-9]-)(?:\d{3}[- ]\d{2}[- ]\d{4}|\d{4}(?:[ -]\d{4}){3}|\d{4}[ -]\d{6}[ -]\d{5}|\d{14,16}|\d{9})(?![A-Za-z0-9])/g;

/** A Social Security number 3-2-4 with any one separator between its groups (123.45.6789, 123/45/6789, 123_45_6789). */
const separatedSsn = /(?<![A-Za-z0-9]|[A-Za-z0-9][-./_])\d{3}[-./_ ]\d{2}[-./_ ]\d{4}(?![-./_]?[A-Za-z0-9])/g;

/**
 * A whole run of digits, in groups of any size separated by one space, dash or dot, standing alone (not part of an
 * identifier such as a UUID): a card number is such a run of 13 to 19 digits that passes the Luhn check.
 */
const digitRun = /(?<![A-Za-z0-9]|[A-Za-z0-9][-.])\d(?:[ .-]?\d)*(?![-.]?[A-Za-z0-9])/g;

/** A date written after words that say it is a date of birth ('DOB 01/02/1980', 'born on 1980-01-02', 'birthday: Jan 2, 1980'). */
const dateOfBirthInText =
  /(?<=\b(?:dob|d\.o\.b\.?|date of birth|birth ?date|birthday|born(?: on)?)\s*[:=-]?\s*)(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,9}\.? \d{4})/gi;

/** Words that may lead a date of birth in free text (the cheap test before dateOfBirthInText). */
const mayNameBirth = /dob|d\.o\.b|birth|born/i;

/** The Luhn check of a card number's digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const isProbableCard = (run: string) => {
  const digits = run.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
};

/** Text with its compatibility characters folded (full-width and other compatibility digits become 0-9). */
const folded = (text: string) => text.normalize('NFKC');

const asciiOnly = /^[\x00-\x7f]*$/; // eslint-disable-line no-control-regex -- the whole ASCII range

const maskCardsAndSsns = (text: string, mask: string) =>
  text
    .replace(digitRun, (run) => (isProbableCard(run) ? mask : run))
    .replace(separatedSsn, mask)
    .replace(probableSecretNumber, mask);

function maskNumbersOf(text: string, mask: string): string {
  const birth = mayNameBirth.test(text) ? text.replace(dateOfBirthInText, mask) : text;
  return /\d{3}/.test(birth) ? maskCardsAndSsns(birth, mask) : birth;
}

/**
 * The text with every probable card (Luhn-valid, 13-19 digits in any grouping), bank account or Social Security
 * number (any separators), and any date written as a date of birth, masked. Digits written in another form (full-width １２３) are read as digits: when one is
 * found, the text comes back folded (NFKC) with it masked; otherwise the same text.
 */
export function maskSecretNumbers(text: string, mask: string): string {
  const masked = maskNumbersOf(text, mask);
  if (asciiOnly.test(text)) return masked;
  const normal = folded(text);
  if (normal === text) return masked;
  const maskedNormal = maskNumbersOf(normal, mask);
  return maskedNormal === normal ? masked : maskedNormal;
}

/** Whether free text holds a probable card, bank account or Social Security number, in any of those shapes and digits. */
export function holdsSecretNumber(text: string): boolean {
  const normal = asciiOnly.test(text) ? text : folded(text);
  return /\d{3}/.test(normal) && maskCardsAndSsns(normal, '\u0000') !== normal;
}

/** The words of a field or parameter name: 'birthDate' -> birth, date; 'dob2' -> dob; 'card_number' -> card, number. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Words that make any name sensitive: passwords, PINs and security codes, dates of birth, Social Security numbers. */
const sensitiveWords = new Set([
  'pass',
  'passwd',
  'password',
  'passwords',
  'pwd',
  'pw',
  'passcode',
  'passphrase',
  'pin',
  'cvc',
  'cvv',
  'cvn',
  'csc',
  'ssn',
  'dob',
  'birth',
  'birthdate',
  'birthday',
]);
/** Pairs of words that do the same together: security code, social security, card number, routing number. */
const sensitivePairs: readonly [string, string][] = [
  ['security', 'code'],
  ['social', 'security'],
  ['card', 'number'],
  ['routing', 'number'],
];
const accountWords = new Set(['account', 'acct', 'iban', 'bank', 'routing', 'aba']);

/** Whether a name (a field, a payload key, a query parameter) says its value is a password, PIN, code, birth date or SSN. */
export function isSensitiveName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((word) => sensitiveWords.has(word))) return true;
  return sensitivePairs.some(([a, b]) => words.includes(a) && words.includes(b));
}

/** A bank account number under a name that says account: 10-17 digits (N4820015, a policy account, is none). */
export function isBankAccountValue(name: string, value: unknown): boolean {
  if (!wordsOf(name).some((word) => accountWords.has(word))) return false;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? folded(value) : '';
  if (!/^[\d -]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 17;
}

/** A query string (or a URL with one) in text, each parameter whose name is sensitive masked: ?pw=..., &password=.... */
export function maskSensitiveQueryValues(text: string, mask: string): string {
  if (!text.includes('=')) return text;
  return text.replace(/([?&;])([^=&#?;\s]+)=([^&#;\s"'<>]*)/g, (whole, lead: string, name: string, value: string) =>
    value !== '' && isSensitiveName(safeDecode(name)) ? `${lead}${name}=${mask}` : whole,
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
