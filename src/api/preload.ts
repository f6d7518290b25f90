/** Adds `<link rel="preload" as="image">` once per address, so the browser fetches stage images early. */
export function preloadImages(urls: string[]): void {
  for (const href of urls) {
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    document.head.appendChild(link);
  }
}
