/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const tokens = new Map(
  Array.from(rootBlock.matchAll(/(--[\w-]+):\s*([^;]+);/g), ([, name = '', value = '']) => [name, value.trim()]),
);

function hexColour(name: string): [number, number, number] {
  const value = tokens.get(name);
  const match = value?.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!match) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  const channel = (hex: string | undefined) => parseInt(hex ?? '0', 16);
  return [channel(match[1]), channel(match[2]), channel(match[3])];
}

/** WCAG 2.x relative luminance and contrast ratio. */
function contrast(foreground: string, background: string): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: [number, number, number]) =>
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const a = luminance(hexColour(foreground));
  const b = luminance(hexColour(background));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('design tokens', () => {
  it.each([
    ['--color-text', '--color-bg'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-surface'],
    ['--color-text-inverse', '--color-primary'],
    ['--color-text-inverse', '--color-primary-hover'],
    ['--color-text-inverse', '--color-danger'],
    ['--color-text-inverse', '--color-success'],
    ['--color-text-inverse', '--color-warning'],
    ['--color-text-inverse', '--color-info'],
    ['--color-text-inverse', '--color-neutral-strong'],
    ['--color-primary', '--color-primary-soft'],
    ['--color-primary', '--color-bg'],
    ['--color-danger', '--color-danger-soft'],
    ['--color-danger', '--color-bg'],
  ])('%s on %s meets AA for text (4.5:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['--color-border-strong', '--color-bg'],
    ['--color-focus', '--color-bg'],
  ])('%s on %s meets AA for UI components (3:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('defines the scales components rely on', () => {
    const required = [
      '--space-1',
      '--space-4',
      '--space-8',
      '--radius-sm',
      '--radius-md',
      '--radius-lg',
      '--font-size-sm',
      '--font-size-md',
      '--font-size-xl',
      '--focus-ring',
      '--target-min',
      '--control-height',
      '--duration-modal',
      '--z-modal',
      '--z-toast',
    ];
    expect(required.filter((name) => !tokens.has(name))).toEqual([]);
    expect(tokens.get('--breakpoint-md')).toBe('768px');
    expect(tokens.get('--duration-modal')).toBe('300ms');
    expect(parseFloat(tokens.get('--target-min') ?? '0')).toBeGreaterThanOrEqual(24);
  });

  it('is the only place colours are chosen: component styles use tokens', () => {
    const cssFiles: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (entry.endsWith('.module.css')) cssFiles.push(path);
      }
    };
    walk(join(__dirname, '..'));
    const withRawColours = cssFiles.filter((file) => /#[0-9a-f]{3,8}\b/i.test(readFileSync(file, 'utf8')));
    expect(cssFiles.length).toBeGreaterThan(5);
    expect(withRawColours).toEqual([]);
  });
});
