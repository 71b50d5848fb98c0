import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSessionStore } from '../../stores/session';

/**
 * A click on a Change link of /review (href `/{page}#{key}`): opens the question with history
 * state that makes the page's Save & Continue come back here (issue 30). A ctrl/cmd-click
 * opens it in a new tab as a plain link.
 */
export function useChangeLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const url = new URL(event.currentTarget.href);
    useSessionStore.getState().markPageChanged();
    void navigate(
      { pathname: url.pathname, hash: url.hash },
      { state: { returnTo: paths.review } },
    );
  };
}
