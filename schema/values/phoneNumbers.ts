// Phone numbers as people write them ("988", "1-800-222-1222", "678-678"), for the crisis lines,
// whose number is written once and whose call and text buttons are made from it, and for the
// check that a number shown in words is the number a button dials. Plain functions, no Zod.

/** The digits of a number written with spaces, dashes, dots, brackets or a leading "+". */
export function digitsOf(shown: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(shown)) return undefined;
  const digits = shown.replace(/\D/g, '');
  // A service code (988, 911), a text short code (741741), a US number with or without its 1.
  if ([3, 5, 6, 10].includes(digits.length) || (digits.length === 11 && digits.startsWith('1'))) return digits;
  return undefined;
}

/** One form of a number for comparing: a US number without its country code 1. */
export const sameNumber = (digits: string) => (digits.length === 11 ? digits.slice(1) : digits);

/** The dialable form of a number, for a tel: or sms: address: "+1" before a US number. */
export function dialable(digits: string): string {
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11) return `+${digits}`;
  return digits;
}

/** Why a written number cannot be dialled, or nothing when it can. */
export function numberProblem(shown: string): string | undefined {
  if (digitsOf(shown)) return undefined;
  return `${JSON.stringify(shown)} is not a phone number: write it as people dial it, like "988", "741741" or "1-800-222-1222"`;
}

// A number as it shows in a sentence: a US number (1-800-222-1222, (415) 781-0500, 800.222.1222),
// a short code written in two halves (678-678) or whole (741741), or a three-digit service (988, 911).
const SHOWN = /(?<![\w-])(?:(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|\d{3}-\d{3}|\d{5,6}|\d{3})(?![\w-])/g;

/** The numbers a text shows, each as written and as digits to compare (sameNumber). */
export function numbersIn(text: string): { shown: string; digits: string }[] {
  const out: { shown: string; digits: string }[] = [];
  for (const m of text.matchAll(SHOWN)) {
    const digits = m[0].replace(/\D/g, '');
    // "240+ languages", "ages 12-24": a three-digit number is a phone number only where one is
    // dialled, the service codes.
    if (digits.length === 3 && !/^[2-9]11$|^988$/.test(digits)) continue;
    out.push({ shown: m[0], digits: sameNumber(digits) });
  }
  return out;
}

/** The number a tel: or sms: address dials, to compare (sameNumber), or nothing for another address. */
export function dialledNumber(href: string): string | undefined {
  const m = /^(?:tel|sms):([^?;,]*)/i.exec(href);
  if (!m) return undefined;
  const digits = m[1]!.replace(/\D/g, '');
  return digits ? sameNumber(digits) : undefined;
}

/** Whether a button's words show a number other than the one it dials ("Call 988" that dials 911). */
export function mismatchedNumber(label: string, href: string): string | undefined {
  const dialled = dialledNumber(href);
  if (!dialled) return undefined;
  return numbersIn(label).find((n) => n.digits !== dialled)?.shown;
}
