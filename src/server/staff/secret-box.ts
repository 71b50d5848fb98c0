import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A key of its own for each purpose, derived from the server secret. */
function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', purpose, 32));
}

/**
 * Seals a secret the server must read back (a TOTP seed) with AES-256-GCM, so a copy of the
 * database alone does not give it away: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function seal(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what `seal` made; throws when the secret or the text is not the one it was sealed with. */
export function open(serverSecret: string, purpose: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed value');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(serverSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
