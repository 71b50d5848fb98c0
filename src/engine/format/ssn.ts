// SSN-style values (spec section 3): 3-2-4 digits with hyphens, formatted as typed.

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
