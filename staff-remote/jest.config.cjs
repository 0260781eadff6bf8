module.exports = require('tooling/jest/createJestConfig.cjs')({ dir: __dirname, environment: 'jsdom' });
