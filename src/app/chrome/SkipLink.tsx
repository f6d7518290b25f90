export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Springe zum Inhalt
    </a>
  );
}
