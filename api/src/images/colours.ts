/** Colour arithmetic for the renderings: light and shade of a face, mixing. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly [number, number, number]): string {
  const clamp = (channel: number) => Math.max(0, Math.min(255, Math.round(channel)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** `from` moved towards `to` by `amount` (0 to 1). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** The colour in light of the given strength: 1 is as painted, below 1 in shade (cooler), above 1 brighter. */
export function lit(colour: string, light: number, warmth = '#fff4e0'): string {
  const [r, g, b] = channels(colour);
  const shaded = toHex([r * light, g * light, b * light]);
  return light >= 1
    ? mix(shaded, warmth, Math.min(0.35, (light - 1) * 0.6))
    : mix(shaded, '#26324a', (1 - light) * 0.25);
}
