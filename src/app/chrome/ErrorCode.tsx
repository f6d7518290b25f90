/** The failed request's id, for the shopper to quote to support (the server logs it with every line of the request). */
export function ErrorCode({ code }: { code: string }) {
  return (
    <p className="error-code">
      Fehlercode: <code>{code}</code>
    </p>
  );
}
