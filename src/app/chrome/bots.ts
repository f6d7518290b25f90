/** Crawlers are never shown the error page (spec §2). Headless Chrome and Lighthouse are not crawlers. */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|bingpreview|embedly|quora link preview/i;

export const isBotUserAgent = (userAgent: string) => BOT_PATTERN.test(userAgent);
