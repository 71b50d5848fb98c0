// Phone numbers (spec section 5): "(nnn) nnn-nnnn", area code starting 2 to 9, empty allowed.

export const PHONE_PATTERN = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;

/** Formats digits as they are typed, 3-3-4: "3035" -> "(303) 5", "3035550100" -> "(303) 555-0100". */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function isValidPhone(value: string): boolean {
  return value === '' || PHONE_PATTERN.test(value);
}
