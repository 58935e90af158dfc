import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the secret box', () => {
  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const box = createSecretBox('instance-secret-of-32-characters!!', 'campus-sso');
    const sealed = box.seal('client-secret-value');
    expect(sealed).not.toContain('client-secret-value');
    expect(box.open(sealed)).toBe('client-secret-value');
  });

  it('gives nothing with another instance secret or a changed box', () => {
    const sealed = createSecretBox('instance-secret-of-32-characters!!', 'campus-sso').seal('s3cret');
    expect(createSecretBox('another-secret-of-32-characters!!!', 'campus-sso').open(sealed)).toBeNull();
    const box = createSecretBox('instance-secret-of-32-characters!!', 'campus-sso');
    const parts = sealed.split('.');
    parts[3] = `A${parts[3]!.slice(1)}`;
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
