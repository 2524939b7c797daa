/** Always in the DOM so screen readers announce a message as soon as it appears. */
export function ErrorRegion({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true" className="error-slot" data-testid="error-region">
      {message ? (
        <p className="error">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="error-icon">
            <path fill="currentColor" d="M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z" />
          </svg>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
