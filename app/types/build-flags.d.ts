// Replaced by esbuild (`define`): true in the dev server's bundle, false in the production build,
// so production drops the dev module and the chunks it would share with the rest of the app.
declare const __DOCS_DEV_SERVER__: boolean
