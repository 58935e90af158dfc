import crypto from 'node:crypto';

/**
 * Encrypts stored secrets (a campus's OIDC client secret) with a key derived from the instance's
 * secret (AUTH_SECRET) by HKDF, so the database alone does not give them away. AES-256-GCM:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function createSecretBox(instanceSecret: string, purpose: string) {
  const key = Buffer.from(crypto.hkdfSync('sha256', instanceSecret, 'campus-secret-box', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the box was sealed with another secret or was changed. */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
