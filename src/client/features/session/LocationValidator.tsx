import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readLocationState } from '../../app/location-state';
import { toast } from '../../components/toast/toast-store';

/**
 * Spec section 2: a success message passed in navigation state shows as a success toast, once
 * (the state is then replaced, so a reload or Back does not show it again).
 */
export function LocationValidator() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { successMessage } = readLocationState(location.state);
    if (!successMessage) return;
    toast.success(successMessage);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate]);
  return null;
}
