/** A failure that belongs to no field (offline, too many requests), announced at once. */
export function FilingMessage({ message }: { message: string | null }) {
  return (
    <p className="declaration__message" role="alert">
      {message}
    </p>
  );
}
