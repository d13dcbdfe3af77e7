// Fails loudly when npm scripts run under the machine's older Node instead of the pinned Node 24.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running; this project needs Node 24 from node_modules/.bin ` +
      '(run it through npm scripts, and make sure `npm install` ran the `node` package install script).',
  );
  process.exit(1);
}
