import type { ReactNode } from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { MainContent } from './MainContent';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <Header />
      <MainContent>{children}</MainContent>
      <Footer />
    </div>
  );
}
