import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LiveShareLink } from '../../../contracts/staff-applications';
import { formatTime } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { queryClient } from '../../app/query-client';
import { AdminOnly } from '../AdminOnly';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { fetchShareLinks, revokeShareLink, shareLinksKey } from '../api/share-links';
import { staffPaths } from '../staff-paths';

const COLUMNS = ['Application', 'Made by', 'Made', 'Ends', 'Actions'];

function ShareLinkRow({
  link,
  onRevoked,
}: {
  link: LiveShareLink;
  onRevoked: (text: string) => void;
}) {
  const name = [link.first_name, link.last_name].filter(Boolean).join(' ') || link.username;
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(link.id),
    onSuccess: (reply) => {
      onRevoked(`${reply.message} (${link.reference}, ${name})`);
      void queryClient.invalidateQueries({ queryKey: shareLinksKey });
    },
  });
  return (
    <tr>
      <td>
        <Link to={`${staffPaths.applications}/${link.application_id}`}>
          {link.reference} {name}
        </Link>
      </td>
      <td>{link.minted_by}</td>
      <td>{formatTime(link.created_at)}</td>
      <td>{formatTime(link.expires_at)}</td>
      <td>
        <button
          type="button"
          className="button button--warning"
          onClick={() => revoke.mutate()}
          aria-disabled={revoke.isPending || undefined}
        >
          Revoke{' '}
          <span className="visually-hidden">
            the link to {link.reference} made by {link.minted_by}
          </span>
        </button>
        {revoke.error && <p role="alert">{errorMessageOf(revoke.error)}</p>}
      </td>
    </tr>
  );
}

function ShareLinkList() {
  const [revoked, setRevoked] = useState('');
  const links = useQuery({ queryKey: shareLinksKey, queryFn: fetchShareLinks });
  if (links.error) return <ErrorNotice error={links.error} />;
  if (!links.data) return <p role="status">Loading share links…</p>;
  return (
    <>
      <p role="status" data-testid="staff-share-link-revoked">
        {revoked}
      </p>
      {links.data.items.length === 0 ? (
        <p data-testid="staff-no-share-links">No share links are in use.</p>
      ) : (
        <StaffTable
          caption="Read-only links still usable, newest first"
          columns={COLUMNS}
          testId="staff-share-links-table"
        >
          {links.data.items.map((link) => (
            <ShareLinkRow key={link.id} link={link} onRevoked={setRevoked} />
          ))}
        </StaffTable>
      )}
    </>
  );
}

/** The read-only links staff have made and that still work, for admins: who, which, until when. */
export function Component() {
  return (
    <AdminOnly title="Share links">
      <p>
        Anyone with one of these links can read the application without signing in until it ends. A
        revoked link stops working at once; disabling a staff member revokes the links they made.
      </p>
      <ShareLinkList />
    </AdminOnly>
  );
}
