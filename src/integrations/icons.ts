import sharp from 'sharp';
import { BRAND_COLOUR, type IconSpec } from './manifest.ts';

/** Share of a maskable icon the favicon fills: launchers may crop to a circle of 80 % diameter. */
const MASKABLE_SCALE = 0.8;
/** The favicon's viewBox is 32 units wide; SVG renders at 72 dpi per unit. */
const FAVICON_UNITS = 32;

function renderSvg(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / FAVICON_UNITS })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * One PNG icon made from the favicon SVG: as it is (`any`), or centred inside the safe zone of a
 * full-bleed square in the favicon's own colour (`maskable`, also what iOS wants for its touch icon).
 */
export async function renderIcon(svg: Buffer, icon: IconSpec): Promise<Buffer> {
  if (icon.purpose === 'any') return renderSvg(svg, icon.size);
  const inner = Math.round(icon.size * MASKABLE_SCALE);
  const offset = Math.round((icon.size - inner) / 2);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: BRAND_COLOUR } })
    .composite([{ input: await renderSvg(svg, inner), top: offset, left: offset }])
    .png()
    .toBuffer();
}
