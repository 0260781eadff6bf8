import type { Static } from '@sinclair/typebox';
import type { runtimeConfigSchema } from './runtimeConfigSchemas';

/** The five remotes the shell composes at runtime. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'content', 'staff'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Per-environment configuration the shell reads at start (GET /runtime-config.json on the shell's origin).
 * Nothing here is secret: it is public by nature, like a publishable key.
 */
export type RuntimeConfig = Static<typeof runtimeConfigSchema>;

/**
 * The shell page may carry the same config inline, as `<script type="application/json" id="runtime-config">`
 * (the API writes it into index.html): the shell then starts without waiting for /runtime-config.json.
 */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';
