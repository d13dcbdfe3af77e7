const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting requests per address: lower-cased, without a
 * `+tag` in the local part, and for Gmail without dots (Gmail ignores them) and on gmail.com.
 * Only for limits: mail still goes to the address as typed.
 */
export function newsletterIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
