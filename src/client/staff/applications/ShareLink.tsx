import { useMutation } from '@tanstack/react-query';
import { formatTime } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { mintShareLink } from '../api/applications';

/** "Share a read-only link": mints the spec's service token (24 hours) and shows its address. */
export function ShareLink({ applicationId }: { applicationId: string }) {
  const mint = useMutation({ mutationFn: () => mintShareLink(applicationId) });
  return (
    <section aria-labelledby="share-link-title" className="staff-share">
      <h2 id="share-link-title">Share a read-only link</h2>
      <p>
        Anyone with the link can read this application, without signing in, for 24 hours. Each link
        you make and each use of it is recorded.
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => mint.mutate()}
        aria-disabled={mint.isPending || undefined}
      >
        Make a read-only link
      </button>
      {mint.error && (
        <Notice kind="error">
          <p>{errorMessageOf(mint.error)}</p>
        </Notice>
      )}
      <div role="status">
        {mint.data && (
          <div className="field">
            <label className="field__label" htmlFor="share-link">
              Read-only link, valid until {formatTime(mint.data.expires_at)}
            </label>
            <input
              id="share-link"
              className="field__input"
              type="text"
              readOnly
              value={mint.data.url}
              onFocus={(event) => event.target.select()}
              data-testid="staff-share-link"
            />
          </div>
        )}
      </div>
    </section>
  );
}
