import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link to="/" className="brand">
      <span className="brand__mark" aria-hidden="true">
        M
      </span>
      <span className="brand__name">Mobilfunk Angebote</span>
      <span className="visually-hidden"> – zur Startseite</span>
    </Link>
  );
}
