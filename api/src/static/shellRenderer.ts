import { promises as fs, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CreatePageRenderer, PageRenderer, PageRendererOptions } from 'contracts/src/rendering/pageRendering';
import { ConfigError } from '../config/apiConfig';

/** Where the shell's build puts its server renderer and its page. */
const RENDERER_FILE = path.join('server', 'renderer.js');
const INDEX_FILE = 'index.html';
/** The start-up loader the renderer writes inline into its pages (tooling/webpack/startupLoaderConfig.cjs). */
const STARTUP_LOADER_FILE = 'startup-loader.js';

function isRendererModule(value: unknown): value is { createPageRenderer: CreatePageRenderer } {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'createPageRenderer') === 'function';
}

/** Fails at start, with what to do, when the shell was not built. */
export async function checkShellBuild(distDir: string): Promise<void> {
  try {
    await fs.access(path.join(distDir, INDEX_FILE));
    await fs.access(path.join(distDir, RENDERER_FILE));
  } catch {
    throw new ConfigError(
      `SHELL_DIST_DIR ${distDir} has no ${INDEX_FILE} and ${RENDERER_FILE}: build the shell first.`,
    );
  }
}

/**
 * The shell's start-up loader from its build, read once at start (the page's script policy names its hash), or
 * undefined for a build without one (its pages then name the shell's entry as built).
 */
export function readStartupLoader(distDir: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, STARTUP_LOADER_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The shell's server renderer from its build (as the API serves the shell's files from it): the shell's code, so a
 * new shell build needs a restart of whoever mounts it, never a new API build.
 */
export async function loadShellRenderer(
  distDir: string,
  options: Omit<PageRendererOptions, 'indexHtml'>,
): Promise<PageRenderer> {
  await checkShellBuild(distDir);
  const indexHtml = await fs.readFile(path.join(distDir, INDEX_FILE), 'utf8');
  const rendererPath = path.join(distDir, RENDERER_FILE);
  const loaded: unknown = createRequire(import.meta.url)(rendererPath);
  if (!isRendererModule(loaded)) throw new ConfigError(`${rendererPath} does not export createPageRenderer.`);
  return loaded.createPageRenderer({ ...options, indexHtml });
}
