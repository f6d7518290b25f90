import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link to="/" className="brand" aria-label="Mobilfunk Angebote – zur Startseite">
      <span className="brand__mark" aria-hidden="true">M</span>
      <span className="brand__name">Mobilfunk Angebote</span>
    </Link>
  );
}
