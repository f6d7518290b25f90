import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { fetchIcon } from '../../api/icons';
import { ICON_NAMES } from '../../domain/icons';
import './utility.css';

type IconState = { status: 'loading' } | { status: 'loaded'; svg: string } | { status: 'failed' };

/** `/icons`: the icon set; an icon that fails to load is only logged as a warning (spec §8). */
export function IconsPage() {
  const [icons, setIcons] = useState<Record<string, IconState>>({});

  useEffect(() => {
    let active = true;
    for (const name of ICON_NAMES) {
      void fetchIcon(name).then((result) => {
        if (!active) return;
        if (!result.ok) console.warn(`Icon ${name} konnte nicht geladen werden: ${result.error.message}`);
        setIcons((current) => ({
          ...current,
          [name]: result.ok ? { status: 'loaded', svg: DOMPurify.sanitize(result.data, { USE_PROFILES: { svg: true } }) } : { status: 'failed' },
        }));
      });
    }
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="icon-gallery">
      <h1>Icons</h1>
      <p className="lead">Die Symbole des Shops. Sie übernehmen die Textfarbe ihrer Umgebung.</p>
      <ul className="icon-gallery__grid">
        {ICON_NAMES.map((name) => {
          const icon = icons[name] ?? { status: 'loading' };
          return (
            <li key={name} className="icon-gallery__item" data-status={icon.status}>
              {icon.status === 'loaded' ? (
                <span className="icon-gallery__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />
              ) : (
                <span className="icon-gallery__icon icon-gallery__icon--empty" aria-hidden="true" />
              )}
              <code>{name}</code>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
