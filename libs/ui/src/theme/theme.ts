/**
 * The one theme every app and remote renders with. Text colours are chosen for at least 4.5:1
 * contrast on `surface` and `background`, and `borderStrong` for 3:1 (WCAG's level for control
 * outlines), so components need no colour of their own.
 */
const colors = {
  primary: '#0f5e52',
  primaryHover: '#0b4a40',
  primarySoft: '#e6f2ef',
  onPrimary: '#ffffff',
  accent: '#f2a93b',
  onAccent: '#1b2421',
  success: '#157f3b',
  successText: '#0f6b35',
  successSoft: '#e7f6ec',
  warning: '#c2410c',
  warningText: '#8a4b00',
  warningSoft: '#fdf1de',
  danger: '#b42318',
  dangerHover: '#8f1c13',
  dangerSoft: '#fdecea',
  info: '#1d4ed8',
  infoSoft: '#e8effd',
  background: '#f5f7f6',
  surface: '#ffffff',
  surfaceMuted: '#eef1ef',
  text: '#1b2421',
  muted: '#56635e',
  border: '#d5ddd9',
  borderStrong: '#74827c',
  focus: '#0f5e52',
  overlay: 'rgba(12, 20, 17, 0.55)',
};

/** Minimum widths, in pixels; layouts are written mobile first. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `${media.md} { … }` applies from the medium breakpoint up. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors,
  /** A 4 px scale: `space[4]` is 16 px. */
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 12px rgba(16, 24, 20, 0.1)',
    lg: '0 16px 40px rgba(16, 24, 20, 0.18)',
    focus: `0 0 0 3px ${colors.primarySoft}, 0 0 0 5px ${colors.focus}`,
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  breakpoints,
  zIndices: { header: 10, overlay: 100, toast: 200 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

export type Theme = typeof theme;

declare module 'styled-components' {
  // An interface, not a type alias, because module augmentation can only merge interfaces; it
  // adds nothing of its own, which is the point: `props.theme` becomes our Theme everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
