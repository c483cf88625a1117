import sharp from 'sharp';
import { escapeXml } from '../../images/placeholder-art.js';
import type { DemoCategory, DemoIcon, DemoProduct } from './demo-catalogue.js';

const WIDTH = 800;
const HEIGHT = 600;
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

/** Each icon drawn in a 200x200 box, in the category's ink and accent colours. */
const ICONS: Record<DemoIcon, (ink: string, accent: string) => string> = {
  phone: (ink, accent) => `
    <rect x="60" y="10" width="80" height="180" rx="14" fill="${ink}"/>
    <rect x="68" y="28" width="64" height="130" rx="4" fill="${accent}"/>
    <circle cx="100" cy="173" r="7" fill="${accent}"/>`,
  laptop: (ink, accent) => `
    <rect x="30" y="40" width="140" height="95" rx="8" fill="${ink}"/>
    <rect x="40" y="50" width="120" height="75" rx="3" fill="${accent}"/>
    <path d="M10 145 H190 L175 165 H25 Z" fill="${ink}"/>`,
  sofa: (ink, accent) => `
    <rect x="35" y="55" width="130" height="65" rx="14" fill="${ink}"/>
    <rect x="15" y="85" width="40" height="65" rx="12" fill="${ink}"/>
    <rect x="145" y="85" width="40" height="65" rx="12" fill="${ink}"/>
    <rect x="50" y="108" width="100" height="37" rx="8" fill="${accent}"/>
    <rect x="28" y="150" width="10" height="22" fill="${ink}"/>
    <rect x="162" y="150" width="10" height="22" fill="${ink}"/>`,
  bicycle: (ink, accent) => `
    <circle cx="50" cy="130" r="38" fill="none" stroke="${ink}" stroke-width="10"/>
    <circle cx="150" cy="130" r="38" fill="none" stroke="${ink}" stroke-width="10"/>
    <path d="M50 130 L85 70 L135 70 L150 130 M85 70 L100 130 L135 70 M74 55 H100 M135 70 L130 50 H152"
      fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  camera: (ink, accent) => `
    <rect x="20" y="60" width="160" height="110" rx="16" fill="${ink}"/>
    <rect x="65" y="40" width="60" height="30" rx="6" fill="${ink}"/>
    <circle cx="100" cy="115" r="38" fill="${accent}"/>
    <circle cx="100" cy="115" r="22" fill="${ink}"/>
    <circle cx="155" cy="80" r="7" fill="${accent}"/>`,
  washer: (ink, accent) => `
    <rect x="45" y="15" width="110" height="170" rx="10" fill="${ink}"/>
    <rect x="55" y="25" width="62" height="26" rx="4" fill="${accent}"/>
    <circle cx="136" cy="38" r="8" fill="${accent}"/>
    <circle cx="100" cy="118" r="42" fill="${accent}"/>
    <circle cx="100" cy="118" r="27" fill="${ink}" opacity="0.55"/>`,
};

const background = (category: DemoCategory) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${category.colours[0]}"/>
      <stop offset="1" stop-color="${category.colours[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="690" cy="90" r="150" fill="#ffffff" opacity="0.08"/>
  <circle cx="90" cy="560" r="190" fill="#ffffff" opacity="0.06"/>`;

const icon = (category: DemoCategory, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})">${ICONS[category.icon](category.ink, category.accent)}</g>`;

/** Words wrapped greedily into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const render = (svg: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${svg}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A category card: its icon large, its name on a light band. PNG bytes. */
export function renderCategoryArt(category: DemoCategory): Promise<Buffer> {
  return render(`${background(category)}
    ${icon(category, 260, 90, 280)}
    <rect x="0" y="460" width="${WIDTH}" height="140" fill="#ffffff" opacity="0.92"/>
    <text x="400" y="545" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="bold"
      fill="${category.ink}">${escapeXml(category.name)}</text>`);
}

const taka = (amount: number) => `Tk ${amount.toLocaleString('en-US')}`;

/** A listing photo stand-in: the category's icon, the item's name, price and age. PNG bytes. */
export function renderProductArt(product: DemoProduct, category: DemoCategory): Promise<Buffer> {
  const title = wrap(product.name, 16)
    .slice(0, 3)
    .map((line, index) => `<tspan x="380" dy="${index === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`)
    .join('');
  return render(`${background(category)}
    <circle cx="200" cy="300" r="165" fill="#ffffff" opacity="0.18"/>
    ${icon(category, 70, 170, 260)}
    <text x="380" y="200" font-family="${FONT}" font-size="36" font-weight="bold" fill="#ffffff">${title}</text>
    <rect x="380" y="390" width="300" height="76" rx="38" fill="#ffffff"/>
    <text x="530" y="441" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="bold"
      fill="${category.ink}">${taka(product.resellPrice)}</text>
    <text x="382" y="520" font-family="${FONT}" font-size="28" fill="#ffffff" opacity="0.9">Used ${escapeXml(product.yearsOfUse)}</text>`);
}
