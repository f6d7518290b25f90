import { amountParts } from '../domain/money';

/**
 * A text whose amounts never break between number and '€' (each sits in a nowrap span); the text
 * itself keeps the plain space the spec's texts use, so copying or reading it is unchanged.
 */
export function Amounts({ text }: { text: string }) {
  return (
    <>
      {amountParts(text).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="amount">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
