import type { ReactNode } from 'react';
import { TileLinks, type TileLink } from '../../components/TileLinks';
import { StageFromPage } from './StageFromPage';
import './home.css';

/** A landing page (home, a section): the stage of its page data, its heading and what it adds, then its tiles. */
export function SectionLanding({
  className,
  heading,
  tiles,
  children,
}: {
  className: string;
  heading: string;
  tiles: TileLink[];
  children?: ReactNode;
}) {
  return (
    <section className={className}>
      <StageFromPage />
      <h2 className="home__heading">{heading}</h2>
      {children}
      <TileLinks tiles={tiles} />
    </section>
  );
}
