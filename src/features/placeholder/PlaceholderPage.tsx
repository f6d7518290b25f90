/** A plain heading for screens whose content arrives with a later issue. */
export function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return (
    <section className="placeholder">
      <h1>{title}</h1>
      <p>{text ?? 'Dieser Bereich wird gerade aufgebaut.'}</p>
    </section>
  );
}
