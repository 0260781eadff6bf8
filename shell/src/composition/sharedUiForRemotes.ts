// shared-ui modules the shell's own code does not use, imported so that the shell provides them to the remotes
// (Module Federation provides a shared module only from the app that imports it). Without them, a remote page that
// uses one (an empty cart, a form field) waits after remoteEntry.js for a shared-ui chunk of its own: 7 KB gzip of
// mostly duplicate code, one more request, on /cart, /propertyList and a plan's page. They cost the shell about
// 2 KB gzip. sharedUiForRemotes.test.ts keeps this list complete.
import 'shared-ui/src/components/Field/Field';
import 'shared-ui/src/components/SelectField/SelectField';
import 'shared-ui/src/components/StatusMessage/EmptyState';
import 'shared-ui/src/components/TextAreaField/TextAreaField';
import 'shared-ui/src/components/TextField/TextField';
import 'shared-ui/src/data/QueryStatus';
import 'shared-ui/src/federation/RemoteFragment';
