import { Link } from 'react-router';
import './tile-links.css';

export interface TileLink {
  to: string;
  title: string;
  text: string;
}

/** A grid of entry tiles, each a link with a title and one line of text. */
export function TileLinks({ tiles }: { tiles: TileLink[] }) {
  return (
    <ul className="home-tiles">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link className="home-tile" to={tile.to}>
            <strong>{tile.title}</strong>
            <span>{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
