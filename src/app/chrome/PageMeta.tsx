import { useEffect } from 'react';
import { useAppSelector } from '../../state/store-types';
import { selectPageData, selectPageName } from '../../state/ui';
import { pageTitle, SITE_NAME } from '../../domain/page-data';
import { useIsClient } from '../../components/useIsClient';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * The page's origin. Empty on the server (the start page is prerendered at build time) and while
 * hydrating that markup, so the structured data matches it; the real origin follows right after.
 */
const useOrigin = () => (useIsClient() ? window.location.origin : '');

/** Spec §2 "Page metadata": title, description, image and url from the page data, plus two structured-data scripts. */
export function PageMeta() {
  const page = useAppSelector(selectPageData);
  const name = useAppSelector(selectPageName);
  const origin = useOrigin();
  const url = origin + page.url;
  const image = page.image.startsWith('http') ? page.image : origin + page.image;

  useEffect(() => {
    document.title = pageTitle(name);
    upsertMeta('name', 'description', page.description);
    upsertMeta('property', 'og:title', pageTitle(name));
    upsertMeta('property', 'og:description', page.description);
    upsertMeta('property', 'og:image', image);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:locale', 'de_DE');
    upsertCanonical(url);
  }, [page, name, image, url]);

  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: origin + '/',
    logo: origin + '/favicon.svg',
  };
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url,
    image,
    inLanguage: 'de-DE',
  };
  return (
    <>
      <script type="application/ld+json" data-testid="ld-organization">
        {JSON.stringify(organization)}
      </script>
      <script type="application/ld+json" data-testid="ld-webpage">
        {JSON.stringify(webPage)}
      </script>
    </>
  );
}
