import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { bindNavigator } from '../api/navigator';

/** Lets the sagas navigate (src/api/navigator.ts) with the router's navigate, from the first commit on. */
export function NavigatorBinding() {
  const navigate = useNavigate();
  useLayoutEffect(() => bindNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}
