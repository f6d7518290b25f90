import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect } from 'react';
import { ICON_NAMES } from '../../domain/icons';
import { iconsActions, selectIcons } from '../../state/icons';
import { useAppSelector } from '../../state/store-types';
import './utility.css';

/** `/icons`: the icon set; an icon that fails to load is only logged as a warning (spec §8). */
export function IconsPage() {
  const dispatch = useFeatureDispatch('icons');
  const icons = useAppSelector(selectIcons);
  useEffect(() => {
    dispatch(iconsActions.galleryOpened());
  }, [dispatch]);

  return (
    <section className="icon-gallery">
      <h1>Icons</h1>
      <p className="lead">Die Symbole des Shops. Sie übernehmen die Textfarbe ihrer Umgebung.</p>
      <ul className="icon-gallery__grid">
        {ICON_NAMES.map((name) => {
          const icon = icons[name] ?? { status: 'loading' as const };
          return (
            <li key={name} className="icon-gallery__item" data-status={icon.status}>
              {icon.status === 'loaded' ? (
                <span
                  className="icon-gallery__icon"
                  aria-hidden="true"
                  dangerouslySetInnerHTML={{ __html: icon.svg }}
                />
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
