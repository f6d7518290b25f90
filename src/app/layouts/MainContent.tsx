import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** The skip link's target; a layout shows its route's page here, or the content it is given. */
export function MainContent({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <main id="main-content" tabIndex={-1} className={className ?? 'page'}>
      {children ?? <Outlet />}
    </main>
  );
}
