// Where the workspace and shared-ui are: every part of the build names them.
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const SHARED_UI_ROOT = path.join(WORKSPACE_ROOT, 'shared-ui');

module.exports = { WORKSPACE_ROOT, SHARED_UI_ROOT };
