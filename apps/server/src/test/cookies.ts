import type { LightMyRequestResponse } from 'fastify';

/** A tiny cookie jar for `app.inject`: keeps name=value pairs from Set-Cookie headers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the cookies a response sets (a Max-Age=0 cookie is removed). */
  take(res: LightMyRequestResponse): this {
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** The raw Set-Cookie lines of a response. */
export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}
