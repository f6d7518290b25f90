import type { FormElement } from '../../domain/form-schema';

/** A field's label with the phrase that names a document as a link to it, opened beside the checkout. */
export function LabelText({ label, link }: Pick<FormElement, 'label' | 'link'>) {
  const at = link ? label.indexOf(link.text) : -1;
  if (!link || at === -1) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <a href={link.href} target="_blank" rel="noopener">
        {link.text}
      </a>
      {label.slice(at + link.text.length)}
    </>
  );
}
