/** The e2e tests drive Debian's chromium through puppeteer-core; puppeteer (a peer of @axe-core/puppeteer) must not download a browser. */
module.exports = { skipDownload: true };
