import sharp from 'sharp';
import type { DemoCategory, DemoIcon, DemoLook, DemoProduct } from './demo-catalogue.js';

const WIDTH = 800;
const HEIGHT = 600;

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

const render = (svg: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${svg}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A category card's picture: its icon large on its colours. The card writes the name beside it. PNG bytes. */
export function renderCategoryArt(category: DemoCategory): Promise<Buffer> {
  return render(`${background(category)}
    ${icon(category, 240, 120, 320)}`);
}

/** A small, stable pseudo-random sequence per listing, so each picture differs and re-seeding draws the same. */
function variation(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    return ((state ^= state >>> 16) >>> 0) / 4294967296;
  };
}

/** Lighter or darker by `amount` (-1 to 1), for shading a body colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

const SURFACES = ['#b98a5e', '#8c6a4f', '#d8d2c8', '#c9cfd4', '#6f6a64', '#e3d6c0'];
const WALLS = ['#e9e4da', '#dfe6e9', '#efe7dc', '#e2ded6', '#d9e1d8', '#f1ece4'];
const FLOORS = ['#9b7653', '#b89372', '#7d6a58', '#a7a39b', '#8f7358', '#c2b29a'];

/** A table top, a bed sheet or a desk: what a phone, a laptop or a camera is photographed on. */
function surfaceScene(random: () => number): string {
  const base = SURFACES[Math.floor(random() * SURFACES.length)]!;
  const grain = Array.from({ length: 14 }, (_, index) => {
    const y = 30 + index * 42 + random() * 20;
    return `<path d="M0 ${y.toFixed(0)} C 200 ${(y + random() * 30 - 15).toFixed(0)}, 500 ${(y + random() * 30 - 15).toFixed(0)}, 800 ${(y + random() * 20 - 10).toFixed(0)}" stroke="${shade(base, -0.12)}" stroke-width="${(2 + random() * 4).toFixed(1)}" fill="none" opacity="0.35"/>`;
  }).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${base}"/>${grain}`;
}

/** A wall and a floor: where furniture, appliances and bicycles stand. */
function roomScene(random: () => number): string {
  const wall = WALLS[Math.floor(random() * WALLS.length)]!;
  const floor = FLOORS[Math.floor(random() * FLOORS.length)]!;
  const horizon = 400 + Math.round(random() * 60);
  const boards = Array.from(
    { length: 9 },
    (_, index) =>
      `<line x1="${index * 110 - 60}" y1="${HEIGHT}" x2="${index * 95 + 20}" y2="${horizon}" stroke="${shade(floor, -0.18)}" stroke-width="2" opacity="0.5"/>`,
  ).join('');
  return `<rect width="${WIDTH}" height="${horizon}" fill="${wall}"/>
    <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${floor}"/>${boards}
    <rect y="${horizon - 8}" width="${WIDTH}" height="10" fill="${shade(wall, -0.15)}"/>`;
}

// A radial gradient rather than a blur filter: blurring each picture would make seeding slow.
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.15}" ry="${ry * 1.6}" fill="url(#shadow)"/>`;

type Drawing = (look: DemoLook, random: () => number) => string;

const phone: Drawing = ({ colour, detail }) => {
  const lens = (x: number, y: number, r = 17) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#111"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#2b3a4a"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.25}" r="${r * 0.18}" fill="#fff" opacity="0.6"/>`;
  const lenses: Record<string, string> = {
    'lenses-column': `<rect x="-70" y="-150" width="52" height="140" rx="24" fill="${shade(colour, -0.25)}"/>${lens(-44, -124)}${lens(-44, -80)}${lens(-44, -36)}`,
    'lenses-square': `<rect x="-72" y="-152" width="92" height="92" rx="22" fill="${shade(colour, 0.15)}"/>${lens(-48, -128)}${lens(-4, -84)}`,
    'lenses-quad': `<rect x="-72" y="-152" width="96" height="110" rx="16" fill="#1c1f22"/>${lens(-46, -124, 19)}${lens(-2, -124, 12)}${lens(-46, -76, 12)}${lens(-2, -76, 9)}`,
    'lenses-bar': `<rect x="-90" y="-110" width="180" height="46" fill="#16181a"/>${lens(-55, -87, 14)}${lens(-18, -87, 14)}`,
  };
  return `${shadow(410, 470, 150, 26)}
    <g transform="translate(400 300)">
      <rect x="-90" y="-175" width="180" height="350" rx="26" fill="${shade(colour, -0.3)}"/>
      <rect x="-85" y="-170" width="170" height="340" rx="22" fill="${colour}"/>
      <rect x="-85" y="-170" width="170" height="340" rx="22" fill="url(#sheen)"/>
      ${lenses[detail] ?? ''}
    </g>`;
};

const laptop: Drawing = ({ colour, detail }, random) => {
  const hue = Math.floor(random() * 360);
  const keys = Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: 12 },
      (_, col) =>
        `<rect x="${-228 + col * 38 + row * 4}" y="${96 + row * 15}" width="32" height="11" rx="2" fill="${shade(colour, colour < '#777777' ? 0.12 : -0.25)}"/>`,
    ).join(''),
  ).join('');
  const thin = detail === 'thin';
  return `${shadow(400, 520, 300, 30)}
    <g transform="translate(400 300)">
      <path d="M-220 -170 H220 L230 80 H-230 Z" fill="${shade(colour, -0.35)}"/>
      <path d="M-205 -155 H205 L213 66 H-213 Z" fill="hsl(${hue} 55% 45%)"/>
      <path d="M-205 -155 H205 L213 66 H-213 Z" fill="url(#screen)"/>
      <path d="M-232 84 H232 L${thin ? 262 : 270} ${thin ? 190 : 200} H-${thin ? 262 : 270} Z" fill="${colour}"/>
      <path d="M-232 84 H232 L${thin ? 262 : 270} ${thin ? 190 : 200} H-${thin ? 262 : 270} Z" fill="url(#sheen)"/>
      ${keys}
      <rect x="-60" y="${thin ? 172 : 178}" width="120" height="${thin ? 12 : 16}" rx="4" fill="${shade(colour, -0.12)}"/>
      ${detail === 'trackpoint' ? '<circle cx="2" cy="140" r="5" fill="#c0392b"/>' : ''}
    </g>`;
};

const table: Drawing = ({ colour, detail }) => {
  const desk = detail === 'desk';
  const top = desk
    ? `<path d="M-230 -40 H230 L250 0 H-250 Z" fill="${shade(colour, 0.1)}"/><rect x="-250" y="0" width="500" height="24" fill="${shade(colour, -0.2)}"/>
       <rect x="60" y="24" width="170" height="70" fill="${shade(colour, -0.1)}"/><rect x="125" y="52" width="40" height="8" rx="4" fill="#3a3a3a"/>`
    : `<path d="M-260 -50 H260 L300 10 H-300 Z" fill="${shade(colour, 0.08)}"/><rect x="-300" y="10" width="600" height="26" fill="${shade(colour, -0.25)}"/>`;
  const legs = desk
    ? [-240, 225]
        .map((x) => `<rect x="${x}" y="24" width="16" height="190" fill="${shade(colour, -0.3)}"/>`)
        .join('')
    : [-280, -220, 205, 265]
        .map(
          (x, index) =>
            `<rect x="${x}" y="36" width="18" height="${index % 3 === 0 ? 180 : 150}" fill="${shade(colour, -0.35)}"/>`,
        )
        .join('');
  return `${shadow(400, 520, 320, 26)}<g transform="translate(400 310)">${legs}${top}</g>`;
};

const sofa: Drawing = ({ colour }) => `${shadow(400, 505, 320, 26)}
  <g transform="translate(400 330)">
    <rect x="-290" y="-140" width="580" height="150" rx="34" fill="${shade(colour, -0.15)}"/>
    ${[-185, 0, 185].map((x) => `<rect x="${x - 88}" y="-20" width="176" height="80" rx="18" fill="${colour}"/><rect x="${x - 80}" y="-126" width="160" height="110" rx="22" fill="${shade(colour, 0.08)}"/>`).join('')}
    <rect x="-320" y="-70" width="70" height="170" rx="26" fill="${shade(colour, -0.08)}"/>
    <rect x="250" y="-70" width="70" height="170" rx="26" fill="${shade(colour, -0.08)}"/>
    <rect x="-300" y="60" width="600" height="40" rx="12" fill="${shade(colour, -0.25)}"/>
    ${[-285, 265].map((x) => `<rect x="${x}" y="100" width="18" height="40" fill="#3b2a1d"/>`).join('')}
  </g>`;

const wardrobe: Drawing = ({ colour }) => `${shadow(400, 520, 200, 20)}
  <g transform="translate(400 300)">
    <rect x="-170" y="-270" width="340" height="480" rx="6" fill="${shade(colour, -0.2)}"/>
    <rect x="-160" y="-260" width="158" height="450" fill="${colour}"/><rect x="2" y="-260" width="158" height="450" fill="${colour}"/>
    <rect x="-160" y="-260" width="320" height="450" fill="url(#sheen)"/>
    <rect x="-140" y="-235" width="118" height="170" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="4"/>
    <rect x="22" y="-235" width="118" height="170" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="4"/>
    <rect x="-22" y="-40" width="8" height="60" rx="4" fill="#c9b27c"/><rect x="14" y="-40" width="8" height="60" rx="4" fill="#c9b27c"/>
    <rect x="-170" y="190" width="340" height="24" fill="${shade(colour, -0.35)}"/>
  </g>`;

const bicycle: Drawing = ({ colour, detail }) => {
  const kids = detail === 'kids';
  const r = kids ? 80 : 120;
  const tyre = detail === 'mountain' ? 16 : detail === 'road' ? 6 : 10;
  const rear = kids ? -120 : -175;
  const front = kids ? 120 : 175;
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="0" r="${r}" fill="none" stroke="#1b1b1b" stroke-width="${tyre}"/>
     <circle cx="${cx}" cy="0" r="${r - tyre}" fill="none" stroke="#9aa0a6" stroke-width="3"/>
     ${Array.from({ length: 12 }, (_, i) => `<line x1="${cx}" y1="0" x2="${(cx + Math.cos((i * Math.PI) / 6) * (r - tyre)).toFixed(1)}" y2="${(Math.sin((i * Math.PI) / 6) * (r - tyre)).toFixed(1)}" stroke="#b8bcc0" stroke-width="1.5"/>`).join('')}
     <circle cx="${cx}" cy="0" r="9" fill="#555"/>`;
  const seat = kids ? -150 : -210;
  const bars =
    detail === 'road'
      ? `<path d="M${front - 40} ${seat + 10} h40 q22 0 22 26 q0 18 -16 18" fill="none" stroke="#222" stroke-width="8" stroke-linecap="round"/>`
      : `<path d="M${front - 70} ${seat - 5} l50 8 l30 -10" fill="none" stroke="#222" stroke-width="9" stroke-linecap="round"/>`;
  return `${shadow(400, 500, 330, 18)}
    <g transform="translate(400 380)">
      ${wheel(rear)}${wheel(front)}
      <path d="M${rear} 0 L${rear + (front - rear) * 0.38} 0 L${rear + (front - rear) * 0.3} ${seat + 30} Z M${rear + (front - rear) * 0.3} ${seat + 30} L${front - 45} ${seat + 35} L${rear + (front - rear) * 0.38} 0 M${front - 45} ${seat + 35} L${front} 0"
        fill="none" stroke="${colour}" stroke-width="${detail === 'mountain' ? 14 : 11}" stroke-linejoin="round" stroke-linecap="round"/>
      <path d="M${front - 45} ${seat + 35} L${front - 55} ${seat - 2}" stroke="#333" stroke-width="10"/>
      ${bars}
      <path d="M${rear + (front - rear) * 0.3 - 42} ${seat + 4} h66 q8 0 4 10 h-66 z" fill="#1f1f1f"/>
      <line x1="${rear + (front - rear) * 0.3 - 6}" y1="${seat + 14}" x2="${rear + (front - rear) * 0.3}" y2="${seat + 30}" stroke="#333" stroke-width="8"/>
      <circle cx="${rear + (front - rear) * 0.38}" cy="0" r="20" fill="none" stroke="#444" stroke-width="6"/>
      ${detail === 'city' ? `<path d="M${front - 60} ${seat - 40} h90 l-12 70 h-66 z" fill="none" stroke="#6b4f2a" stroke-width="6"/>` : ''}
      ${detail === 'mountain' ? `<path d="M${front - 12} ${seat + 70} L${front} 0" stroke="#8a8f94" stroke-width="16"/>` : ''}
    </g>`;
};

const camera: Drawing = ({ colour, detail }) => {
  if (detail === 'action') {
    return `${shadow(400, 470, 130, 22)}
      <g transform="translate(400 320)"><rect x="-110" y="-90" width="220" height="170" rx="18" fill="${colour}"/>
      <rect x="-110" y="-90" width="220" height="170" rx="18" fill="url(#sheen)"/>
      <rect x="10" y="-60" width="82" height="82" rx="12" fill="#2a2a2a"/><circle cx="51" cy="-19" r="30" fill="#0c0c0c"/><circle cx="51" cy="-19" r="16" fill="#233447"/>
      <rect x="-90" y="-70" width="80" height="44" rx="6" fill="#0f1a22"/><rect x="-100" y="-104" width="46" height="14" rx="4" fill="#3c8dde"/></g>`;
  }
  if (detail === 'compact') {
    return `${shadow(400, 460, 170, 22)}
      <g transform="translate(400 320)"><rect x="-150" y="-90" width="300" height="170" rx="16" fill="${colour}"/>
      <rect x="-150" y="-90" width="300" height="170" rx="16" fill="url(#sheen)"/>
      <circle cx="20" cy="-5" r="68" fill="#1a1a1a"/><circle cx="20" cy="-5" r="50" fill="#2e2e2e"/><circle cx="20" cy="-5" r="30" fill="#1d2d3d"/>
      <circle cx="8" cy="-17" r="8" fill="#fff" opacity="0.5"/><rect x="-130" y="-110" width="60" height="22" rx="4" fill="#2a2a2a"/></g>`;
  }
  const lens =
    detail === 'dslr-lens'
      ? `<circle cx="-10" cy="10" r="102" fill="#161616"/><circle cx="-10" cy="10" r="88" fill="#262626"/>
         ${[78, 66].map((r) => `<circle cx="-10" cy="10" r="${r}" fill="none" stroke="#3a3a3a" stroke-width="6"/>`).join('')}
         <circle cx="-10" cy="10" r="52" fill="#0b1520"/><circle cx="-10" cy="10" r="30" fill="#1e3448"/><circle cx="-28" cy="-8" r="10" fill="#fff" opacity="0.45"/>`
      : `<circle cx="-10" cy="10" r="88" fill="#1d1d1d"/><circle cx="-10" cy="10" r="72" fill="#b9b9b9"/><circle cx="-10" cy="10" r="62" fill="#0e0e0e"/>
         <rect x="-50" y="-10" width="80" height="56" fill="#2d3b45"/><circle cx="-70" cy="-40" r="6" fill="#c0392b"/>`;
  return `${shadow(400, 500, 250, 26)}
    <g transform="translate(400 300)">
      <rect x="-200" y="-110" width="400" height="230" rx="30" fill="${colour}"/>
      <rect x="-90" y="-160" width="160" height="70" rx="12" fill="${shade(colour, 0.05)}"/>
      <rect x="120" y="-110" width="80" height="230" rx="30" fill="${shade(colour, -0.2)}"/>
      <rect x="-200" y="-110" width="400" height="230" rx="30" fill="url(#sheen)"/>
      <rect x="-180" y="-140" width="50" height="20" rx="6" fill="#333"/><circle cx="150" cy="-125" r="16" fill="#3a3a3a"/>
      ${lens}
    </g>`;
};

const box = (
  colour: string,
  width: number,
  height: number,
  inner: string,
) => `${shadow(400, 540, width * 0.62, 18)}
  <g transform="translate(400 ${530 - height / 2})">
    <rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="12" fill="${colour}"/>
    <rect x="${width / 2 - 26}" y="${-height / 2}" width="26" height="${height}" rx="12" fill="${shade(colour, -0.12)}"/>
    <rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="12" fill="url(#sheen)"/>
    ${inner}
  </g>`;

const fridge: Drawing = ({ colour }) =>
  box(
    colour,
    250,
    500,
    `<line x1="-125" y1="-70" x2="125" y2="-70" stroke="${shade(colour, -0.3)}" stroke-width="4"/>
    <rect x="75" y="-220" width="12" height="110" rx="6" fill="${shade(colour, -0.35)}"/><rect x="75" y="-40" width="12" height="140" rx="6" fill="${shade(colour, -0.35)}"/>`,
  );

const washer: Drawing = ({ colour }) =>
  box(
    colour,
    300,
    340,
    `<rect x="-150" y="-170" width="300" height="56" fill="${shade(colour, -0.06)}"/>
    <rect x="-130" y="-155" width="80" height="26" rx="5" fill="#cfd8dc"/><circle cx="90" cy="-142" r="17" fill="${shade(colour, -0.25)}"/>
    <circle cx="0" cy="40" r="108" fill="${shade(colour, -0.22)}"/><circle cx="0" cy="40" r="86" fill="#3c4a55"/><circle cx="0" cy="40" r="64" fill="#6a7d8a"/>
    <path d="M-40 10 q40 -30 80 0" stroke="#fff" stroke-width="8" fill="none" opacity="0.35"/>`,
  );

const microwave: Drawing = ({ colour }) =>
  box(
    colour,
    440,
    250,
    `<rect x="-200" y="-100" width="290" height="190" rx="10" fill="#151a1e"/><rect x="-188" y="-88" width="266" height="166" rx="6" fill="#2c3a44" opacity="0.8"/>
    <path d="M-170 -70 l80 0" stroke="#fff" stroke-width="6" opacity="0.25"/>
    <rect x="110" y="-95" width="80" height="36" rx="4" fill="#0b2a1d"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${130 + (i % 2) * 40}" cy="${-30 + Math.floor(i / 2) * 34}" r="11" fill="#4a4e52"/>`).join('')}`,
  );

const aircon: Drawing = ({ colour }) => `
  <g transform="translate(400 220)">
    <rect x="-296" y="-56" width="600" height="150" rx="30" fill="#000" opacity="0.12"/>
    <rect x="-300" y="-70" width="600" height="150" rx="30" fill="${colour}"/>
    <rect x="-300" y="-70" width="600" height="150" rx="30" fill="url(#sheen)"/>
    <rect x="-270" y="40" width="540" height="26" rx="10" fill="${shade(colour, -0.2)}"/>
    ${Array.from({ length: 5 }, (_, i) => `<line x1="-260" y1="${46 + i * 4}" x2="260" y2="${46 + i * 4}" stroke="${shade(colour, -0.35)}" stroke-width="1.5"/>`).join('')}
    <rect x="200" y="-40" width="60" height="18" rx="6" fill="#1d2a33"/><circle cx="210" cy="-10" r="4" fill="#3ddc84"/>
  </g>`;

const DRAWINGS: Record<DemoLook['kind'], Drawing> = {
  phone,
  laptop,
  table,
  sofa,
  wardrobe,
  bicycle,
  camera,
  fridge,
  washer,
  microwave,
  aircon,
};

let grain: Promise<Buffer> | undefined;

/** One sheet of grain, made once and laid over every picture. */
const filmGrain = () =>
  (grain ??= sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer());

const SURFACE_KINDS = new Set<DemoLook['kind']>(['phone', 'laptop', 'camera']);

/**
 * A listing's photo stand-in, drawn here: the item itself (its own colour and detail) on a table
 * or in a room, lit from one side, with a little film grain. No words or prices: those are on
 * the listing. PNG bytes.
 */
export async function renderProductArt(product: DemoProduct): Promise<Buffer> {
  const random = variation(product.name);
  const scene = SURFACE_KINDS.has(product.look.kind) ? surfaceScene(random) : roomScene(random);
  const tilt = SURFACE_KINDS.has(product.look.kind) ? (random() * 14 - 7).toFixed(1) : '0';
  const light = (20 + random() * 60).toFixed(0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <radialGradient id="shadow">
        <stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
      </linearGradient>
      <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#000" stop-opacity="0.1"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
      </linearGradient>
      <radialGradient id="light" cx="${light}%" cy="15%" r="95%">
        <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
      </radialGradient>
    </defs>
    ${scene}
    <g transform="rotate(${tilt} 400 320)">${DRAWINGS[product.look.kind](product.look, random)}</g>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await filmGrain(), blend: 'soft-light' }])
    .png()
    .toBuffer();
}
