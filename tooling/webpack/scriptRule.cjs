// TypeScript and JSX through swc, for the browsers the store supports (es2020).

/** @param {Pick<import('./createFederatedConfig.cjs').Build, 'production'>} build */
function scriptRule({ production }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages (shared-ui, contracts) resolve to their real paths outside node_modules.
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

module.exports = { scriptRule };
