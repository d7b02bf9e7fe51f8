/* global module -- a CommonJS shim that Vite bundles for the browser */
// node-polyglot (under ra-i18n-polyglot) requires the `object.entries` polyfill, which brings
// ~12 KB of es-abstract helpers; every browser the portal supports has Object.entries.
module.exports = Object.entries;
