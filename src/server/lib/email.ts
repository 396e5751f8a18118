// Deliberately simple: one @, a dot in the domain, no spaces. The real check is the e-mail arriving.
const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_RE.test(email.trim());
}
