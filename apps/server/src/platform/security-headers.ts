import type { Config } from './config.ts';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url.replaceAll(/[{}]/g, 'x')).origin;
  } catch {
    return undefined;
  }
};

/** CSP allowing only the app itself, the map tiles and the donation page (DESIGN.md §8). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.mapTileUrl.replace('{s}', 'a'));
  const donation = originOf(config.payment.donationUrl);
  const tileHosts = tiles ? [tiles, tiles.replace('://tile.', '://*.tile.')] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine sets CSS variables through inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...tileHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'", ...(donation ? [donation] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}
