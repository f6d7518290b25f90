import { useState } from 'react';
import { Stage } from '../../components/Stage';
import type { StageSlide } from '../../domain/catalogue-types';
import { EventLogExport } from './EventLogExport';
import './utility.css';

const IMAGES = [
  '/images/stage/start-1.svg',
  '/images/stage/start-2.svg',
  '/images/stage/unterwegs-1.svg',
  '/images/stage/unterwegs-2.svg',
  '/images/stage/zuhause-1.svg',
  '/images/stage/zuhause-2.svg',
] as const;

const INITIAL: StageSlide = {
  title: 'Neues Angebot',
  text: 'Beschreiben Sie das Angebot in einem Satz.',
  image: IMAGES[0],
  link: { label: 'Mehr erfahren', to: '/unterwegs' },
};

type Field = 'title' | 'text' | 'image' | 'linkLabel' | 'linkTo';

/** `/stage-builder`: compose a stage slide from its fields and see it live; the JSON goes into the seed. */
export function StageBuilderPage() {
  const [slide, setSlide] = useState<StageSlide>(INITIAL);
  const update = (field: Field, value: string) =>
    setSlide((current) =>
      field === 'linkLabel'
        ? { ...current, link: { ...current.link, label: value } }
        : field === 'linkTo'
          ? { ...current, link: { ...current.link, to: value } }
          : { ...current, [field]: value },
    );
  const text = (field: Field, label: string, value: string) => (
    <div className="stage-builder__field">
      <label htmlFor={`stage-${field}`}>{label}</label>
      <input id={`stage-${field}`} value={value} onChange={(event) => update(field, event.target.value)} />
    </div>
  );
  return (
    <section className="stage-builder">
      <h1>Stage-Builder</h1>
      <div className="stage-builder__layout">
        <form
          className="stage-builder__form card"
          onSubmit={(event) => event.preventDefault()}
          aria-label="Stage bearbeiten"
        >
          {text('title', 'Titel', slide.title)}
          <div className="stage-builder__field">
            <label htmlFor="stage-text">Text</label>
            <textarea
              id="stage-text"
              rows={3}
              value={slide.text}
              onChange={(event) => update('text', event.target.value)}
            />
          </div>
          <div className="stage-builder__field">
            <label htmlFor="stage-image">Bild</label>
            <select id="stage-image" value={slide.image} onChange={(event) => update('image', event.target.value)}>
              {IMAGES.map((image) => (
                <option key={image} value={image}>
                  {image}
                </option>
              ))}
            </select>
          </div>
          {text('linkLabel', 'Button-Text', slide.link.label)}
          {text('linkTo', 'Button-Ziel', slide.link.to)}
        </form>
        <div className="stage-builder__preview">
          <h2>Vorschau</h2>
          <Stage slides={[slide]} />
          <h2>JSON</h2>
          <pre className="stage-builder__json">{JSON.stringify(slide, null, 2)}</pre>
        </div>
      </div>
      <EventLogExport />
    </section>
  );
}
