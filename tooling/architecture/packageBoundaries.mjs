// ARCHITECTURE.md: dependencies point one way (remote -> shared-ui -> contracts, shell -> shared-ui -> contracts,
// api -> contracts). A remote never imports another remote, the shell never imports a remote, contracts imports
// nothing of ours. Read by the linter (eslint.config.mjs) and by dependencyDirection.test.mjs.

export const REMOTES = ['catalog-remote', 'checkout-remote', 'account-remote', 'content-remote', 'staff-remote'];

/** Every package of ours. */
export const OURS = ['contracts', 'shared-ui', 'shell', 'api', 'tooling', 'e2e', ...REMOTES];

/**
 * Which of our packages each package may import from its source.
 * @type {Record<string, string[]>}
 */
export const ALLOWED = {
  contracts: [],
  'shared-ui': ['contracts'],
  shell: ['shared-ui', 'contracts'],
  api: ['contracts'],
  ...Object.fromEntries(REMOTES.map((remote) => [remote, ['shared-ui', 'contracts']])),
};

/**
 * The packages of ours that `ownPackage` must not import.
 * @param {string} ownPackage
 */
export function forbiddenFor(ownPackage) {
  const allowed = ALLOWED[ownPackage] ?? OURS;
  return OURS.filter((name) => name !== ownPackage && !allowed.includes(name));
}
