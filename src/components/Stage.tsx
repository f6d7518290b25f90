import { useState } from 'react';
import { Link } from 'react-router';
import type { StageSlide } from '../domain/catalogue-types';
import './stage.css';

/** The stage artwork's size (public/images/stage/*.svg): the browser reserves its room before it loads. */
const STAGE_IMAGE = { width: 600, height: 400 };

/** The hero: one slide large, dots to switch when there are several. */
export function Stage({ slides }: { slides: StageSlide[] }) {
  const [index, setIndex] = useState(0);
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  return (
    <section className="stage" aria-roledescription="Karussell" aria-label="Aktuelle Angebote">
      <div className="stage__slide">
        <div className="stage__text">
          <h1 className="stage__title">{slide.title}</h1>
          <p className="stage__lead">{slide.text}</p>
          <Link className="button button--primary stage__link" to={slide.link.to}>
            {slide.link.label}
          </Link>
        </div>
        <img
          className="stage__image"
          src={slide.image}
          alt=""
          width={STAGE_IMAGE.width}
          height={STAGE_IMAGE.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </div>
      {slides.length > 1 && (
        <div className="stage__dots">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className={`stage__dot${i === index ? ' stage__dot--active' : ''}`}
              aria-label={`Angebot ${i + 1} von ${slides.length}: ${s.title}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
