import sharp from 'sharp'

export type DeviceKind = 'phone' | 'tablet' | 'watch' | 'console' | 'controller' | 'laptop' | 'car'

const size = 800
/** Rendered size: the original doubles as the largest responsive size. */
const outputSize = 640

/** A stable, pleasant hue per brand, so a brand's models look like a family. */
function brandHue(brand: string): number {
  let hash = 0
  for (const char of brand) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

/** A slight variation per model keeps neighbouring cards from looking identical. */
function modelShift(name: string): number {
  let hash = 7
  for (const char of name) hash = (hash * 17 + char.charCodeAt(0)) >>> 0
  return (hash % 40) - 20
}

function screen(x: number, y: number, width: number, height: number, radius: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#screen)"/>
  <path d="M${x + width * 0.08} ${y + height * 0.1} L${x + width * 0.55} ${y + height * 0.1} L${x + width * 0.12} ${y + height * 0.75} Z" fill="#fff" opacity="0.12"/>`
}

const shapes: Record<DeviceKind, () => string> = {
  phone: () => `<rect x="260" y="90" width="280" height="620" rx="46" fill="url(#body)"/>
    ${screen(276, 106, 248, 588, 34)}
    <rect x="360" y="122" width="80" height="18" rx="9" fill="#111827"/>`,
  tablet: () => `<rect x="150" y="110" width="500" height="580" rx="36" fill="url(#body)"/>
    ${screen(172, 132, 456, 536, 20)}
    <circle cx="400" cy="121" r="5" fill="#111827"/>`,
  watch: () => `<rect x="330" y="60" width="140" height="200" rx="30" fill="url(#body)" opacity="0.55"/>
    <rect x="330" y="540" width="140" height="200" rx="30" fill="url(#body)" opacity="0.55"/>
    <rect x="250" y="210" width="300" height="380" rx="80" fill="url(#body)"/>
    ${screen(272, 232, 256, 336, 62)}
    <rect x="550" y="330" width="22" height="70" rx="10" fill="url(#body)"/>`,
  console: () => `<rect x="70" y="250" width="660" height="300" rx="120" fill="url(#body)"/>
    ${screen(210, 275, 380, 250, 16)}
    <circle cx="140" cy="330" r="32" fill="#1f2937"/><circle cx="660" cy="460" r="32" fill="#1f2937"/>
    <circle cx="650" cy="320" r="12" fill="#f9fafb"/><circle cx="680" cy="350" r="12" fill="#f9fafb"/>
    <rect x="125" y="440" width="50" height="16" rx="4" fill="#f9fafb"/><rect x="142" y="423" width="16" height="50" rx="4" fill="#f9fafb"/>`,
  controller:
    () => `<path d="M230 260 H570 C660 260 720 330 740 430 C765 560 700 640 630 600 L560 540 H240 L170 600 C100 640 35 560 60 430 C80 330 140 260 230 260 Z" fill="url(#body)"/>
    <circle cx="300" cy="450" r="42" fill="#1f2937"/><circle cx="500" cy="450" r="42" fill="#1f2937"/>
    <circle cx="600" cy="340" r="16" fill="#f9fafb"/><circle cx="640" cy="375" r="16" fill="#f9fafb"/><circle cx="560" cy="375" r="16" fill="#f9fafb"/><circle cx="600" cy="410" r="16" fill="#f9fafb"/>
    <rect x="165" y="360" width="80" height="24" rx="6" fill="#f9fafb"/><rect x="193" y="332" width="24" height="80" rx="6" fill="#f9fafb"/>`,
  laptop: () => `<rect x="170" y="170" width="460" height="320" rx="22" fill="url(#body)"/>
    ${screen(188, 188, 424, 284, 8)}
    <path d="M110 500 H690 L650 560 H150 Z" fill="url(#body)"/>
    <rect x="350" y="506" width="100" height="10" rx="5" fill="#111827" opacity="0.4"/>`,
  car: () => `<path d="M60 560 C120 430 230 380 400 380 C570 380 680 430 740 560 Z" fill="#1f2937" opacity="0.25"/>
    <rect x="110" y="220" width="580" height="300" rx="40" fill="url(#body)"/>
    ${screen(132, 242, 536, 256, 24)}
    <rect x="190" y="540" width="420" height="26" rx="13" fill="url(#body)" opacity="0.7"/>`,
}

/**
 * A clean device illustration drawn locally (no download, no font needed), as an uncompressed
 * PNG: the media library encodes it to WebP once (cms/src/collections/Media), so no second lossy
 * pass, and the seed spends a quarter less time on each of its 340 pictures.
 */
export async function renderDeviceIllustration(kind: DeviceKind, brand: string, name: string): Promise<Buffer> {
  const hue = (brandHue(brand) + modelShift(name) + 360) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${outputSize}" height="${outputSize}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 60% 97%)"/><stop offset="1" stop-color="hsl(${hue} 45% 88%)"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 25% 32%)"/><stop offset="1" stop-color="hsl(${hue} 30% 18%)"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(hue + 30) % 360} 80% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360} 70% 45%)"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <ellipse cx="400" cy="745" rx="300" ry="22" fill="#0f172a" opacity="0.08"/>
  ${shapes[kind]()}
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer()
}
