import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { matchPath, useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state of the navigation (e.g. KEEP_SCROLL of src/domain/scroll-reset.ts). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the shop: a real `<a href>` (it works before the code has loaded, opens in a new
 * tab with a modifier key) whose plain click navigates in the app. Built on React Router's
 * public hooks for custom links (`useHref`, `useLinkClickHandler`) instead of its `<Link>`,
 * which brings the framework mode's route prefetching along, unused here: 2.8 KB gzip on every
 * page (issue 13's JavaScript budget).
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The link's own handler may keep the navigation from happening, as with React Router's <Link>.
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * A navigation entry: a Link marked `active` (class) and `aria-current="page"` while the page shown
 * is its target or lies below it, as React Router's `<NavLink>` does for a plain class name.
 */
export function NavLink({ to, end = false, className, ...link }: NavLinkProps) {
  const target = useResolvedPath(to).pathname;
  const isActive = matchPath({ path: target, end }, useLocation().pathname) !== null;
  return (
    <Link
      {...link}
      to={to}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
